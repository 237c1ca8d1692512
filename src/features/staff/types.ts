import type { SendOrderBody } from '../../../contract/staff-orders';

/** POST /api/auth/loginUser: the answer (its body is contract/auth.ts's LoginBody). */
export type StaffLoginResponse = { accessToken: string; userId: number; role: string };

/** The status an order is moved to; SEND needs the post's tracking number (its body). */
export type OrderMove = { orderId: number; to: 'PACK' | 'REACHED' | 'REJECTED' } | ({ orderId: number; to: 'SEND' } & SendOrderBody);
