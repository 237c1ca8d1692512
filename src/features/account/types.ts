export type LoginResponse = { accessToken: string; customerId: number };

/** GET /api/customers/getCustomerById/{customerId} (docs/api.md "Customer"), and its loyalty status. */
export type { Customer, LoyaltyStatus } from '../../../contract/customer';
