import { MATERIALS, russianAdjective } from './materials';

describe('russianAdjective', () => {
  it('agrees with the noun, stressed endings included', () => {
    expect(russianAdjective(MATERIALS.cotton, 'f')).toBe('хлопковая');
    expect(russianAdjective(MATERIALS.cotton, 'm')).toBe('хлопковый');
    expect(russianAdjective(MATERIALS.silk, 'n')).toBe('шёлковое');
    expect(russianAdjective(MATERIALS.leather, 'pl')).toBe('кожаные');
    expect(russianAdjective(MATERIALS.wool, 'm')).toBe('шерстяной');
    expect(russianAdjective(MATERIALS.linen, 'm')).toBe('льняной');
    expect(russianAdjective(MATERIALS.linen, 'f')).toBe('льняная');
  });
});
