import { GARMENT_KINDS } from './garment-kinds';
import { garmentSvg } from './garment-art';
import { SvgMemo } from './memo';
import { escapeXml, luminance, mix, tonesOf } from './svg';

describe('svg helpers', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`Ko'ylak & <b>"x"</b>`)).toBe('Ko&apos;ylak &amp; &lt;b&gt;&quot;x&quot;&lt;/b&gt;');
  });

  it('mixes colours and keeps fold lines visible on black and on white cloth', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(luminance(tonesOf('#1b1b1b').line)).toBeGreaterThan(luminance('#1b1b1b'));
    expect(luminance(tonesOf('#f7f5f0').line)).toBeLessThan(luminance('#f7f5f0'));
  });

  it('gives every kind a distinct drawing', () => {
    const drawings = new Set(GARMENT_KINDS.map((kind) => garmentSvg(kind, 'front', '2f4e8c')));
    expect(drawings.size).toBe(GARMENT_KINDS.length);
  });
});

describe('SvgMemo', () => {
  it('makes each picture once and forgets the oldest past its limit', () => {
    const memo = new SvgMemo(2);
    let made = 0;
    const make = (text: string) => () => {
      made += 1;
      return text;
    };
    expect(memo.get('a', make('A'))).toBe('A');
    expect(memo.get('a', make('other'))).toBe('A');
    expect(made).toBe(1);
    memo.get('b', make('B'));
    memo.get('c', make('C'));
    expect(memo.size).toBe(2);
    expect(memo.get('a', make('A again'))).toBe('A again');
    expect(memo.get('missing', () => undefined)).toBeUndefined();
  });
});
