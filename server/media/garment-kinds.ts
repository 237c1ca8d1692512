/**
 * Flat silhouettes of the garments the shop sells, drawn on a 600 x 800 canvas (x 300 is the middle).
 * A drawing is a list of layers painted in order: filled shapes in one of the garment's tones, then
 * fold lines, seams and buttons. `only` keeps a layer to the front or the back view.
 */
export const GARMENT_KINDS = [
  'tshirt', 'shirt', 'blouse', 'sweater', 'hoodie', 'jacket', 'coat', 'blazer', 'dress', 'skirt', 'trousers',
  'jeans', 'leggings', 'robe', 'chapan', 'sneakers', 'shoes', 'boots', 'bag', 'cap', 'scarf', 'belt',
] as const;
export type GarmentKind = (typeof GARMENT_KINDS)[number];

export function isGarmentKind(value: string): value is GarmentKind {
  return (GARMENT_KINDS as readonly string[]).includes(value);
}

export type Side = 'front' | 'back';
export type FillTone = 'base' | 'shade' | 'light' | 'inner' | 'shirt' | 'trim' | 'metal' | 'sole' | 'soleDark' | 'leather';
export type LineStyle = 'fold' | 'seam' | 'stitch' | 'contrast' | 'edge' | 'glow' | 'ikat' | 'cord';

export type Layer =
  | { type: 'shape'; d: string; tone: FillTone; only?: Side }
  | { type: 'line'; d: string; style: LineStyle; only?: Side }
  | { type: 'dot'; x: number; y: number; r: number; tone: FillTone; only?: Side };

export interface GarmentShape {
  layers: Layer[];
  /** Where the detail view zooms in. */
  focus: [number, number];
  /** Footwear comes in pairs: the second one drawn behind, moved by this transform. */
  pairBehind?: string;
  /** Footwear and belts show their back by turning round rather than by a different drawing. */
  mirrorForBack?: boolean;
}

export const shape = (d: string, tone: FillTone = 'base', only?: Side): Layer => ({ type: 'shape', d, tone, only });
export const line = (d: string, style: LineStyle = 'fold', only?: Side): Layer => ({ type: 'line', d, style, only });
export const dot = (x: number, y: number, r: number, tone: FillTone = 'light', only?: Side): Layer => ({ type: 'dot', x, y, r, tone, only });

/** The same path reflected about the middle of the canvas (absolute M/L/Q/C/Z paths only). */
function reflect(d: string): string {
  let isX = true;
  return d.replace(/-?\d+(\.\d+)?|[A-Za-z]/g, (token) => {
    if (/[A-Za-z]/.test(token)) {
      isX = true;
      return token;
    }
    const value = isX ? 600 - Number(token) : Number(token);
    isX = !isX;
    return String(value);
  });
}

export const pairOfShapes = (d: string, tone: FillTone = 'base', only?: Side) => [shape(d, tone, only), shape(reflect(d), tone, only)];
export const pairOfLines = (d: string, style: LineStyle = 'fold', only?: Side) => [line(d, style, only), line(reflect(d), style, only)];

/** Short vertical ribs along a hem between two x positions. */
export function ribs(fromX: number, toX: number, top: number, bottom: number, step = 18): Layer[] {
  const layers: Layer[] = [];
  for (let x = fromX; x <= toX; x += step) layers.push(line(`M${x},${top} L${x},${bottom}`, 'seam'));
  return layers;
}
