import type { Transaction } from '../db/client';

/**
 * What the address book asks of the domains that point at an address: orders/ places orders through
 * addresses/service.ts, so the addresses may not import it back. server/address-holders.ts builds this from the
 * orders' service and server/app.ts hands it to the addresses' plugin (docs/architecture.md, Import rules).
 */
export interface AddressHolders {
  /** Unlinks what points at the address, in the transaction that deletes it. */
  releaseAddress(tx: Transaction, addressId: number): Promise<void>;
}
