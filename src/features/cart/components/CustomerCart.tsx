import { useNavigate } from 'react-router-dom';
import type { CartLine } from '../types';
import { useCartActions } from '../useCartActions';
import { CartContent } from './CartContent';

/** A signed-in customer's cart, kept on the server. */
export function CustomerCart({ customerId, lines, wide }: { customerId: number; lines: CartLine[]; wide: boolean }) {
  const navigate = useNavigate();
  const actions = useCartActions(customerId);
  // The chosen lines travel in the address, so a reload of the checkout keeps them.
  const checkout = (cartItemIds: number[]) => navigate(`/checkout?items=${cartItemIds.join(',')}`);
  return <CartContent lines={lines} wide={wide} actions={actions} onCheckout={checkout} />;
}
