import { MAX_LINE_QUANTITY } from '../../../contract/cartLimits';
import { MAX_GUEST_LINES, parseGuestCart, type GuestCartLine } from './guestCart';
import { addGuestLine, changeGuestLine } from './guestCartEdits';

const line = (productSizeVariantId: number, quantity = 1, productId = 7): GuestCartLine => ({ productId, productSizeVariantId, quantity });

describe('parseGuestCart', () => {
  it('reads back what was stored', () => {
    expect(parseGuestCart(JSON.stringify([line(11, 2), line(12)]))).toEqual([line(11, 2), line(12)]);
  });

  it('drops what is not a line: bad ids, quantities out of range, extra shapes; a size named twice keeps its first line', () => {
    const stored = [
      line(11, 2),
      { productId: 7, productSizeVariantId: 12, quantity: 0 },
      { productId: 7, productSizeVariantId: 13, quantity: MAX_LINE_QUANTITY + 1 },
      { productId: 7, productSizeVariantId: 14, quantity: 1.5 },
      { productId: '7', productSizeVariantId: 15, quantity: 1 },
      { productId: 7, productSizeVariantId: -16, quantity: 1 },
      { productId: 7, productSizeVariantId: 2 ** 40, quantity: 1 },
      null,
      'line',
      line(11, 5),
      line(17, MAX_LINE_QUANTITY),
    ];
    expect(parseGuestCart(JSON.stringify(stored))).toEqual([line(11, 2), line(17, MAX_LINE_QUANTITY)]);
  });

  it('is empty for nothing stored, broken text or another shape', () => {
    expect(parseGuestCart(null)).toEqual([]);
    expect(parseGuestCart('{not json')).toEqual([]);
    expect(parseGuestCart('{"lines": []}')).toEqual([]);
  });

  it('keeps at most as many lines as one merge takes', () => {
    const many = Array.from({ length: MAX_GUEST_LINES + 5 }, (_, index) => line(index + 1));
    expect(parseGuestCart(JSON.stringify(many))).toHaveLength(MAX_GUEST_LINES);
  });
});

describe('addGuestLine', () => {
  it('puts a new size on top and adds the same size up in its line', () => {
    const first = addGuestLine([line(11)], { ...line(12, 2), stock: 5 });
    expect(first).toEqual({ lines: [line(12, 2), line(11)], added: 2 });

    const again = addGuestLine([line(12, 2), line(11)], { ...line(11, 3), stock: 5 });
    expect(again).toEqual({ lines: [line(12, 2), line(11, 4)], added: 3 });
  });

  it('stops at the stock left and at the line limit, and refuses when nothing more fits', () => {
    expect(addGuestLine([line(11, 2)], { ...line(11, 5), stock: 3 })).toEqual({ lines: [line(11, 3)], added: 1 });
    expect(addGuestLine([line(11, 3)], { ...line(11, 1), stock: 3 })).toEqual({ refused: 'outOfStock' });
    expect(addGuestLine([], { ...line(11, 1), stock: 0 })).toEqual({ refused: 'outOfStock' });
    expect(addGuestLine([line(11, 98)], { ...line(11, 5), stock: 500 })).toEqual({ lines: [line(11, MAX_LINE_QUANTITY)], added: 1 });
  });

  it('refuses a new size when the cart is full, but still adds to a size it has', () => {
    const full = Array.from({ length: MAX_GUEST_LINES }, (_, index) => line(index + 1));
    expect(addGuestLine(full, { ...line(999), stock: 5 })).toEqual({ refused: 'full' });
    expect(addGuestLine(full, { ...line(1), stock: 5 })).toMatchObject({ added: 1 });
  });
});

describe('changeGuestLine', () => {
  it('changes a quantity, and a size in place', () => {
    expect(changeGuestLine([line(11), line(12)], 12, { productSizeVariantId: 12, quantity: 3 })).toEqual([line(11), line(12, 3)]);
    expect(changeGuestLine([line(11), line(12)], 12, { productSizeVariantId: 13, quantity: 1 })).toEqual([line(11), line(13)]);
  });

  it('makes one line when the new size is already in the cart', () => {
    expect(changeGuestLine([line(11, 2), line(12, 1)], 12, { productSizeVariantId: 11, quantity: 1 })).toEqual([line(11, 3)]);
  });
});
