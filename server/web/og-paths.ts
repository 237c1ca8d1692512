/**
 * The addresses of the raster Open Graph pictures (1200x630 JPEG, made by og-image.ts from the record's own picture):
 * link previews in Telegram and other messengers show no SVG. `stamp` changes when the record's picture does, so a
 * messenger that caches by address fetches the new one.
 */
export type OgSubject = { kind: 'product' | 'category' | 'look'; id: number } | { kind: 'shop' };

export function ogImagePath(subject: OgSubject, stamp?: string | number): string {
  const file = subject.kind === 'shop' ? '/og/shop.jpg' : `/og/${subject.kind}/${subject.id}.jpg`;
  return stamp === undefined ? file : `${file}?v=${encodeURIComponent(String(stamp))}`;
}
