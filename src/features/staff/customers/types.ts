import type { Page } from '../../../../contract/page';

/** The staff's customer routes' answers (docs/api.md, "Staff: customers and accounts"). */

export type CustomerState = 'ACTIVE' | 'DELETED' | 'ALL';

export type StaffCustomerRow = {
  id: number;
  fullName: string;
  phoneNumber: string;
  points: number;
  ordersCount: number;
  totalSpent: number;
  createdAt: string;
  deletedAt: string | null;
};

export type StaffCustomersPage = Page<StaffCustomerRow>;

export type StaffCustomersRequest = { page: number; size: number; search: string; state: CustomerState };

type Names = { uz: string; ru: string };

export type StaffCustomerOrder = { id: number; orderNumber: string; createdAt: string; status: 'NEW' | 'PACK' | 'SEND' | 'REACHED' | 'REJECTED'; paid: boolean; total: number };

export type StaffCustomerCoupon = { id: number; names: Names; credit: number; used: boolean; usedOrderId: number | null; expireDate: string; createdAt: string };

export type StaffCustomerDetail = StaffCustomerRow & {
  birthDate: string;
  gender: 'Erkak' | 'Ayol';
  imageUrl: string | null;
  tier: { name: string; names: Names };
  orders: StaffCustomerOrder[];
  coupons: StaffCustomerCoupon[];
};
