import type { StaffRoutes } from './http/staff-scope';
import { adminAuditPlugin, staffRolesPlugin } from './staff/audit-routes';
import { AUDIT_NAME_HOLDERS } from './audit-name-holders';
import { adminAccountsPlugin } from './staff/accounts-routes';
import { staffDashboardPlugin } from './dashboard/staff-routes';
import { staffCustomersPlugin } from './customers/directory/staff-routes';
import { CUSTOMER_HOLDERS } from './customer-holders';
import { staffOrdersPlugin } from './orders/staff-routes';
import { ORDER_HOLDERS } from './order-holders';
import { staffPaymentsPlugin } from './payments/staff-routes';
import { staffReturnsPlugin } from './returns/staff-routes';
import { staffProductsPlugin } from './catalogue/products/editing/staff-routes';
import { staffCategoryPicturesPlugin, staffPhotosPlugin } from './catalogue/products/photos/staff-routes';
import { staffColourPlugin } from './catalogue/colours/staff-routes';
import { staffStockPlugin } from './catalogue/stock/staff-routes';
import { CATALOGUE_HOLDERS } from './catalogue-holders';
import { staffBrandsPlugin, staffCategoriesPlugin, staffCategoryBlocksPlugin } from './catalogue/taxonomy/staff-routes';
import { adminTiersPlugin, staffCouponsPlugin, staffSaleGroupsPlugin, staffTiersPlugin } from './loyalty/promotions/staff-routes';
import { staffBannersPlugin, staffLooksPlugin, staffSlidersPlugin } from './home/editing/staff-routes';
import { adminReviewsPlugin, staffReviewsPlugin } from './reviews/moderation/staff-routes';
import { staffPlaceReadsPlugin, staffPostFilialsPlugin, staffRegionsPlugin, staffSubRegionsPlugin } from './addresses/places/staff-routes';
import { staffNotificationsPlugin } from './notifications/staff-routes';
import { staffSmsTemplatesPlugin } from './sms/staff-routes';
import { staffMessagesPlugin } from './messages/staff-routes';
import { staffJobsPlugin } from './jobs/staff-routes';
import { JOB_HOLDERS } from './job-holders';
import { COUPON_HOLDERS } from './coupon-holders';
import { adminSettingsPlugin } from './settings/staff-routes';

/*
 * Every staff route of the API, each plugin at the path its routes share (docs/api.md): buildApp registers both
 * lists in the one staff scope (server/http/staff-scope.ts), which signs staff in, and the ADMIN list in its ADMIN
 * part. A domain's staff routes live in its own folder as `staff-routes.ts`; a new plugin is added here.
 */

/** The plugins either staff role may call. */
export const staffRoutes: StaffRoutes[] = [
  // The staff's roles, and the dashboard (server/dashboard).
  { plugin: staffRolesPlugin, prefix: '/api/role' },
  { plugin: staffDashboardPlugin, prefix: '/api/staff' },
  // Customers and their orders; /api/order and /api/customers are shared with the shoppers' own routes.
  { plugin: staffCustomersPlugin(CUSTOMER_HOLDERS), prefix: '/api/customers/staff' },
  { plugin: staffOrdersPlugin(ORDER_HOLDERS), prefix: '/api/order' },
  { plugin: staffPaymentsPlugin, prefix: '/api/payment' },
  { plugin: staffReturnsPlugin, prefix: '/api/return/staff' },
  // The catalogue: products, their photos, colours and stock, brands, categories and the header menus.
  { plugin: staffProductsPlugin(CATALOGUE_HOLDERS), prefix: '/api/product' },
  { plugin: staffPhotosPlugin(CATALOGUE_HOLDERS), prefix: '/api/product/staff' },
  { plugin: staffColourPlugin(CATALOGUE_HOLDERS), prefix: '/api/color' },
  { plugin: staffStockPlugin(CATALOGUE_HOLDERS), prefix: '/api/stock' },
  { plugin: staffBrandsPlugin, prefix: '/api/brand' },
  { plugin: staffCategoriesPlugin(CATALOGUE_HOLDERS), prefix: '/api/categories' },
  { plugin: staffCategoryPicturesPlugin(CATALOGUE_HOLDERS), prefix: '/api/categories' },
  { plugin: staffCategoryBlocksPlugin, prefix: '/api/categoryBlock' },
  // Promotions and the home page.
  { plugin: staffCouponsPlugin(COUPON_HOLDERS), prefix: '/api/coupon' },
  { plugin: staffSaleGroupsPlugin, prefix: '/api/saleGroup' },
  { plugin: staffTiersPlugin, prefix: '/api/loyaltyTier/staff' },
  { plugin: staffBannersPlugin, prefix: '/api/karusel' },
  { plugin: staffSlidersPlugin, prefix: '/api/smallSlider' },
  { plugin: staffLooksPlugin, prefix: '/api/lookCollection' },
  // Reviews and the places tree (its staff reads apart from the public lookups under /api/region and the rest).
  { plugin: staffReviewsPlugin, prefix: '/api/review' },
  { plugin: staffPlaceReadsPlugin, prefix: '/api/places/staff' },
  { plugin: staffRegionsPlugin, prefix: '/api/region' },
  { plugin: staffSubRegionsPlugin, prefix: '/api/subRegion' },
  { plugin: staffPostFilialsPlugin, prefix: '/api/postFilial' },
  // Talking to customers: notifications, the SMS texts, the contact inbox, and the outbox's given-up jobs.
  { plugin: staffNotificationsPlugin, prefix: '/api/notification' },
  { plugin: staffSmsTemplatesPlugin, prefix: '/api/sms' },
  { plugin: staffMessagesPlugin, prefix: '/api/message' },
  { plugin: staffJobsPlugin(JOB_HOLDERS), prefix: '/api/jobs' },
];

/** The plugins only an ADMIN may call. */
export const adminRoutes: StaffRoutes[] = [
  { plugin: adminAccountsPlugin, prefix: '/api/users' },
  { plugin: adminAuditPlugin(AUDIT_NAME_HOLDERS), prefix: '/api/audit' },
  { plugin: adminReviewsPlugin, prefix: '/api/review' },
  { plugin: adminTiersPlugin, prefix: '/api/loyaltyTier/staff' },
  { plugin: adminSettingsPlugin, prefix: '/api/settings/staff' },
];
