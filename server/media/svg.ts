/** Small helpers shared by every generated image: colour arithmetic, escaping and the shared <defs>. */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function parseHex(hex: string): Rgb {
  const clean = hex.replace(/^#/, '');
  if (!/^[0-9a-fA-F]{6}$/.test(clean)) throw new Error(`not a colour: ${hex}`);
  const value = Number.parseInt(clean, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  const part = (n: number) => Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** `amount` 0 keeps `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex({ r: a.r + (b.r - a.r) * amount, g: a.g + (b.g - a.g) * amount, b: a.b + (b.b - a.b) * amount });
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The tones one garment is drawn in, derived from its colour so white and black garments both read. */
export interface Tones {
  base: string;
  /** Inside of the garment, soles, waistbands: a step darker. */
  shade: string;
  /** Fold lines and seams: darker on light cloth, lighter on dark cloth. */
  line: string;
  /** The outline that keeps a white garment apart from a light background. */
  edge: string;
  light: string;
}

export function tonesOf(hex: string): Tones {
  const dark = luminance(hex) < 0.06;
  return {
    base: hex,
    shade: dark ? mix(hex, '#ffffff', 0.12) : mix(hex, '#000000', 0.18),
    line: dark ? mix(hex, '#ffffff', 0.28) : mix(hex, '#000000', 0.3),
    edge: dark ? mix(hex, '#000000', 0.4) : mix(hex, '#000000', 0.22),
    light: mix(hex, '#ffffff', 0.35),
  };
}

/** A soft backdrop that goes with the garment's colour. */
export function backdropOf(hex: string): string {
  return mix(hex, '#f5f1eb', 0.87);
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** Ids the garment drawings refer to; every document that draws garments includes these once. */
export const SHARED_DEFS = [
  '<defs>',
  '<linearGradient id="volume" x1="0" y1="0" x2="1" y2="0.15">',
  '<stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/>',
  '<stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/>',
  '<stop offset="1" stop-color="#000000" stop-opacity="0.16"/>',
  '</linearGradient>',
  '<radialGradient id="glow" cx="0.5" cy="0.42" r="0.65">',
  '<stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/>',
  '<stop offset="1" stop-color="#ffffff" stop-opacity="0"/>',
  '</radialGradient>',
  '<filter id="lift" x="-20%" y="-20%" width="140%" height="140%">',
  '<feDropShadow dx="0" dy="12" stdDeviation="14" flood-color="#2b2118" flood-opacity="0.2"/>',
  '</filter>',
  '<pattern id="weave" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">',
  '<line x1="0" y1="0" x2="0" y2="8" stroke="#000000" stroke-opacity="0.07" stroke-width="3"/>',
  '</pattern>',
  '</defs>',
].join('');

export function svgDocument(width: number, height: number, body: string, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${escapeXml(title)}</title>${SHARED_DEFS}${body}</svg>`
  );
}

/** Numbers in path data and transforms without float noise. */
export function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}
