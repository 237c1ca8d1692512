
export type StaffLoginRequest = { phoneNumber: string; password: string };
/** POST /api/auth/loginUser. */
export type StaffLoginResponse = { accessToken: string; userId: number; role: string };

/** The status an order is moved to; SEND needs the post's tracking number. */
export type OrderMove = { orderId: number; to: 'PACK' | 'REACHED' | 'REJECTED' } | { orderId: number; to: 'SEND'; postTrackingNumber: string };
