import type { FillTone, GarmentKind, Layer, LineStyle, Side } from './garment-kinds';
import { GARMENT_SHAPES } from './garment-shapes';
import { backdropOf, mix, svgDocument, tonesOf, type Tones } from './svg';

export const GARMENT_VIEWS = ['front', 'back', 'detail'] as const;
export type GarmentView = (typeof GARMENT_VIEWS)[number];

export const GARMENT_WIDTH = 600;
export const GARMENT_HEIGHT = 800;

function fillOf(tone: FillTone, tones: Tones): string {
  switch (tone) {
    case 'base':
      return tones.base;
    case 'shade':
      return tones.shade;
    case 'inner':
      return mix(tones.shade, '#000000', 0.22);
    case 'light':
      return tones.light;
    case 'shirt':
      return '#f7f5f0';
    case 'trim':
      return '#d4a93c';
    case 'metal':
      return '#c9a55a';
    case 'sole':
      return '#f3f0e8';
    case 'soleDark':
      return '#2a2522';
    case 'leather':
      return '#8a5a3b';
  }
}

const LINE_LOOKS: Record<LineStyle, (tones: Tones) => string> = {
  fold: (t) => `stroke="${t.line}" stroke-opacity="0.45" stroke-width="3"`,
  seam: (t) => `stroke="${t.line}" stroke-opacity="0.65" stroke-width="2"`,
  stitch: (t) => `stroke="${t.line}" stroke-opacity="0.7" stroke-width="2" stroke-dasharray="6 5"`,
  contrast: () => 'stroke="#d08a3a" stroke-opacity="0.9" stroke-width="2.5" stroke-dasharray="6 5"',
  edge: (t) => `stroke="${t.edge}" stroke-opacity="0.9" stroke-width="2.5"`,
  glow: (t) => `stroke="${t.light}" stroke-opacity="0.3" stroke-width="30"`,
  ikat: (t) => `stroke="${mix(t.base, '#f4e3b5', 0.55)}" stroke-opacity="0.75" stroke-width="9"`,
  cord: (t) => `stroke="${t.light}" stroke-width="5"`,
};

function drawLayer(layer: Layer, tones: Tones, textured: boolean): string {
  if (layer.type === 'line') {
    return `<path d="${layer.d}" fill="none" stroke-linecap="round" stroke-linejoin="round" ${LINE_LOOKS[layer.style](tones)}/>`;
  }
  if (layer.type === 'dot') {
    return `<circle cx="${layer.x}" cy="${layer.y}" r="${layer.r}" fill="${fillOf(layer.tone, tones)}" stroke="${tones.edge}" stroke-width="1.5"/>`;
  }
  const fill = fillOf(layer.tone, tones);
  const paint = `<path d="${layer.d}" fill="${fill}" fill-rule="evenodd" stroke="${tones.edge}" stroke-width="2.5" stroke-linejoin="round"/>`;
  if (layer.tone !== 'base') return paint;
  // Light from the upper left gives the flat shape some body; the weave shows only up close.
  const volume = `<path d="${layer.d}" fill="url(#volume)" fill-rule="evenodd"/>`;
  return textured ? `${paint}${volume}<path d="${layer.d}" fill="url(#weave)" fill-rule="evenodd"/>` : `${paint}${volume}`;
}

/**
 * One garment as an SVG group on the 600 x 800 canvas, without background, so scenes can place
 * several of them. Needs SHARED_DEFS in the document.
 */
export function garmentGroup(kind: GarmentKind, side: Side, hex: string, textured = false): string {
  const art = GARMENT_SHAPES[kind];
  const tones = tonesOf(hex);
  const drawing = art.layers
    .filter((layer) => !layer.only || layer.only === side || (art.mirrorForBack && layer.only === 'front'))
    .map((layer) => drawLayer(layer, tones, textured))
    .join('');
  const pair = art.pairBehind ? `<g transform="${art.pairBehind}">${drawing}</g>` : '';
  const turned = side === 'back' && art.mirrorForBack ? ` transform="translate(${GARMENT_WIDTH} 0) scale(-1 1)"` : '';
  return `<g filter="url(#lift)"><g${turned}>${pair}${drawing}</g></g>`;
}

/** The soft studio backdrop behind a garment: tinted paper, a glow and a floor shadow. */
export function studioBackdrop(hex: string, width: number, height: number): string {
  const floorY = height * 0.92;
  return (
    `<rect width="${width}" height="${height}" fill="${backdropOf(hex)}"/>` +
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>` +
    `<ellipse cx="${width / 2}" cy="${floorY}" rx="${width * 0.34}" ry="${height * 0.028}" fill="#2b2118" fill-opacity="0.08"/>`
  );
}

const KIND_LABELS: Record<GarmentKind, string> = {
  tshirt: 'T-shirt', shirt: 'Shirt', blouse: 'Blouse', sweater: 'Sweater', hoodie: 'Hoodie', jacket: 'Jacket',
  coat: 'Coat', blazer: 'Blazer', dress: 'Dress', skirt: 'Skirt', trousers: 'Trousers', jeans: 'Jeans',
  leggings: 'Leggings', robe: 'Robe', chapan: 'Chapan', sneakers: 'Sneakers', shoes: 'Shoes', boots: 'Boots',
  bag: 'Bag', cap: 'Cap', scarf: 'Scarf', belt: 'Belt',
};

/** The product photo stand-in: one garment in its colour, front, back or a close-up. */
export function garmentSvg(kind: GarmentKind, view: GarmentView, hex: string): string {
  const colour = `#${hex.toLowerCase()}`;
  const backdrop = studioBackdrop(colour, GARMENT_WIDTH, GARMENT_HEIGHT);
  let body: string;
  if (view === 'detail') {
    const [x, y] = GARMENT_SHAPES[kind].focus;
    body = `${backdrop}<g transform="translate(300 400) scale(2.4) translate(${-x} ${-y})">${garmentGroup(kind, 'front', colour, true)}</g>`;
  } else {
    body = backdrop + garmentGroup(kind, view, colour);
  }
  return svgDocument(GARMENT_WIDTH, GARMENT_HEIGHT, body, `${KIND_LABELS[kind]} ${colour} (${view})`);
}
