import type { ProductColor } from '../../components/product/types';

/** One line of GET /api/cartItem/byCustomerId/{customerId} (docs/api.md, Cart and favourites). */
export type CartLine = {
  cartItemId: number;
  productId: number;
  nameUZB: string;
  nameRUS: string;
  sellPrice: number;
  salePrice: number | null;
  color: ProductColor;
  productImages: Array<{ url: string }>;
  productSizeVariant: { id: number; size: string; quantity: number };
  quantity: number;
  active: boolean;
  sizes: Array<{ productSizeVariantId: number; size: string; quantity: number }>;
};

export type AddCartItemRequest = { customerId: number; productSizeVariantId: number; quantity: number };

/** PUT /api/cartItem/{cartItemId}; customerId only finds the cached cart to update, it is not sent. */
export type ChangeCartItemRequest = {
  customerId: number;
  cartItemId: number;
  productSizeVariantId: number;
  quantity: number;
};
