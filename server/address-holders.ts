import type { AddressHolders } from './addresses/holders';
import { releaseAddress } from './orders/service';

/**
 * The domains that point at a customer's address, handed to the addresses' plugin by server/app.ts: orders read the
 * addresses through addresses/service.ts, so the addresses ask them through this, not by import.
 */
export const ADDRESS_HOLDERS: AddressHolders = { releaseAddress };
