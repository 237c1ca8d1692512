import { GARMENT_KINDS } from '../../media/garment-kinds';
import { DEMO_MXIK_CODES, DEMO_PACKAGE_CODES, demoFiscalCodes } from './fiscal-codes';

describe('the seed’s demo fiscal codes', () => {
  it('give every kind of garment a well-formed 17-digit MXIK code marked demo (9990…), and a package code', () => {
    for (const kind of GARMENT_KINDS) {
      const codes = demoFiscalCodes(kind);
      expect(codes.mxikCode).toMatch(/^9990[0-9]{13}$/);
      expect(Object.values(DEMO_PACKAGE_CODES)).toContain(codes.packageCode);
    }
    expect(new Set(Object.values(DEMO_MXIK_CODES)).size).toBe(GARMENT_KINDS.length);
    expect(demoFiscalCodes('boots').packageCode).toBe(DEMO_PACKAGE_CODES.pair);
  });
});
