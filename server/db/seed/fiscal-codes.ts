import type { GarmentKind } from '../../media/garment-kinds';

/**
 * DEMO codes, not real ones: well-formed MXIK (IKPU) classifier codes (17 digits) and package codes for the
 * seed's products, so the fiscal receipt data PayMe is given has every field filled. Before selling for real,
 * staff replace them with the codes tasnif.soliq.uz gives for each product; the shop never checks them
 * against the national catalogue. One code per kind of garment: all demo codes start 9990 so a
 * demo code is easy to tell from a real one.
 */
export const DEMO_MXIK_CODES: Record<GarmentKind, string> = {
  tshirt: '99906109001000001',
  shirt: '99906205001000002',
  blouse: '99906206001000003',
  sweater: '99906110001000004',
  hoodie: '99906110002000005',
  jacket: '99906201001000006',
  coat: '99906201002000007',
  blazer: '99906203001000008',
  dress: '99906204001000009',
  skirt: '99906204002000010',
  trousers: '99906203002000011',
  jeans: '99906203003000012',
  leggings: '99906115001000013',
  robe: '99906208001000014',
  chapan: '99906211001000015',
  sneakers: '99906404001000016',
  shoes: '99906403001000017',
  boots: '99906403002000018',
  bag: '99904202001000019',
  cap: '99906505001000020',
  scarf: '99906214001000021',
  belt: '99904203001000022',
};

/** DEMO package code: "piece" for clothes, "pair" for footwear (made-up numbers of the right shape). */
export const DEMO_PACKAGE_CODES = { piece: '9990001', pair: '9990002' } as const;

const PAIRS: ReadonlySet<GarmentKind> = new Set(['sneakers', 'shoes', 'boots']);

export function demoFiscalCodes(kind: GarmentKind): { mxikCode: string; packageCode: string } {
  return { mxikCode: DEMO_MXIK_CODES[kind], packageCode: PAIRS.has(kind) ? DEMO_PACKAGE_CODES.pair : DEMO_PACKAGE_CODES.piece };
}
