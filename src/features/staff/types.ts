import type { Order, OrderStatus } from '../orders/types';

export type StaffLoginRequest = { phoneNumber: string; password: string };
/** POST /api/auth/loginUser. */
export type StaffLoginResponse = { accessToken: string; userId: number; role: string };

export type StaffOrdersRequest = { status: OrderStatus; page: number; size: number };
/** GET /api/order/getAllOrders: a page of orders (docs/api.md, Conventions). */
export type OrdersPage = { content: Order[]; page: number; size: number; totalElements: number; totalPages: number };

/** The status an order is moved to; SEND needs the post's tracking number. */
export type OrderMove = { orderId: number; to: 'PACK' | 'REACHED' | 'REJECTED' } | { orderId: number; to: 'SEND'; postTrackingNumber: string };
