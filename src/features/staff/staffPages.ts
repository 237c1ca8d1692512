import type { ComponentType } from 'react';
import type { AppStore } from '../../app/store';
import { nextTask } from '../../components/nextTask';
import { STAFF_RECORD_PAGES, STAFF_SECTIONS, type StaffRecordPage, type StaffSection } from '../../../contract/staffSections';

type PageLoader = () => Promise<ComponentType>;

/**
 * The orders' code (where every sign-in lands), evaluated in four tasks instead of one of some 200 ms on a phone, in
 * which the browser could neither paint nor take input (Total Blocking Time): the API's endpoints, the date fields
 * (MUI's text field), the filters' bar, then the rest. One chunk (one name) for the imports: the later ones find it
 * loaded.
 */
async function loadOrders(): Promise<ComponentType> {
  await import(/* webpackChunkName: "staff-orders" */ './orders/api');
  await nextTask();
  await import(/* webpackChunkName: "staff-orders" */ '../../components/DateField');
  await nextTask();
  await import(/* webpackChunkName: "staff-orders" */ './orders/OrderFiltersBar');
  await nextTask();
  const { OrdersSection } = await import(/* webpackChunkName: "staff-orders" */ './orders/OrdersSection');
  return OrdersSection;
}

/*
 * Where each staff page's code is: every section and record page a chunk of its own, fetched when it opens (StaffApp.tsx
 * makes them React.lazy), when the menu's link to it is pointed at or focused (StaffNav.tsx), or, for the page a visit
 * starts on, as soon as the application's chunk is in (app/renderStaff.tsx). This file is in that chunk, never in the
 * staff entry's: a section's chunk then leaves out what the application's already has.
 */
export const sectionLoaders: Record<StaffSection, PageLoader> = {
  dashboard: () => import(/* webpackChunkName: "staff-dashboard" */ './dashboard/DashboardSection').then((module) => module.DashboardSection),
  orders: loadOrders,
  returns: () => import(/* webpackChunkName: "staff-returns" */ './returns/ReturnsSection').then((module) => module.ReturnsSection),
  payments: () => import(/* webpackChunkName: "staff-payments" */ './payments/PaymentsSection').then((module) => module.PaymentsSection),
  customers: () => import(/* webpackChunkName: "staff-customers" */ './customers/CustomersSection').then((module) => module.CustomersSection),
  products: () => import(/* webpackChunkName: "staff-products" */ './products/ProductsSection').then((module) => module.ProductsSection),
  colours: () => import(/* webpackChunkName: "staff-colours" */ './colours/ColoursSection').then((module) => module.ColoursSection),
  brands: () => import(/* webpackChunkName: "staff-brands" */ './brands/BrandsSection').then((module) => module.BrandsSection),
  categories: () => import(/* webpackChunkName: "staff-categories" */ './categories/CategoriesSection').then((module) => module.CategoriesSection),
  stock: () => import(/* webpackChunkName: "staff-stock" */ './stock/StockSection').then((module) => module.StockSection),
  homepage: () => import(/* webpackChunkName: "staff-homepage" */ './homepage/HomepageSection').then((module) => module.HomepageSection),
  promotions: () => import(/* webpackChunkName: "staff-promotions" */ './promotions/PromotionsSection').then((module) => module.PromotionsSection),
  reviews: () => import(/* webpackChunkName: "staff-reviews" */ './reviews/ReviewsSection').then((module) => module.ReviewsSection),
  inbox: () => import(/* webpackChunkName: "staff-inbox" */ './inbox/InboxSection').then((module) => module.InboxSection),
  notifications: () =>
    import(/* webpackChunkName: "staff-notifications" */ './notifications/NotificationsSection').then((module) => module.NotificationsSection),
  sms: () => import(/* webpackChunkName: "staff-sms" */ './sms/SmsSection').then((module) => module.SmsSection),
  outbox: () => import(/* webpackChunkName: "staff-outbox" */ './outbox/OutboxSection').then((module) => module.OutboxSection),
  places: () => import(/* webpackChunkName: "staff-places" */ './places/PlacesSection').then((module) => module.PlacesSection),
  accounts: () => import(/* webpackChunkName: "staff-accounts" */ './accounts/AccountsSection').then((module) => module.AccountsSection),
  audit: () => import(/* webpackChunkName: "staff-audit" */ './audit/AuditSection').then((module) => module.AuditSection),
  settings: () => import(/* webpackChunkName: "staff-settings" */ './settings/SettingsSection').then((module) => module.SettingsSection),
};

const loadProductEditor = () => import(/* webpackChunkName: "staff-product-editor" */ './products/ProductEditorPage');

export const recordPageLoaders: Record<StaffRecordPage, PageLoader> = {
  'orders/:id': () => import(/* webpackChunkName: "staff-order-detail" */ './orders/OrderDetailPage').then((module) => module.OrderDetailPage),
  'orders/:id/print': () => import(/* webpackChunkName: "staff-packing-slip" */ './orders/PackingSlipPage').then((module) => module.PackingSlipPage),
  'products/new': () => loadProductEditor().then((module) => module.NewProductPage),
  'products/:id': () => loadProductEditor().then((module) => module.ProductEditorPage),
  'customers/:id': () => import(/* webpackChunkName: "staff-customer" */ './customers/CustomerPage').then((module) => module.CustomerPage),
  'returns/:id': () => import(/* webpackChunkName: "staff-return-detail" */ './returns/ReturnDetailPage').then((module) => module.ReturnDetailPage),
};

/** The section a path under /staff/ opens, /staff itself the orders (where StaffApp.tsx sends it); undefined for none. */
function loaderOf(pathname: string): PageLoader | undefined {
  const rest = pathname.replace(/^\/staff\/?/i, '').replace(/\/+$/, '');
  if (rest === '') return sectionLoaders.orders;
  const section = STAFF_SECTIONS.find(({ path }) => path === rest);
  if (section) return sectionLoaders[section.path];
  const page = STAFF_RECORD_PAGES.find((pattern) => new RegExp(`^${pattern.replace(':id', '[0-9]+')}$`).test(rest));
  return page && recordPageLoaders[page];
}

/** Fetches the code of the staff page at `pathname` ahead of its opening; a failure is left to the page's own load. */
export function preloadStaffPage(pathname: string): void {
  void loaderOf(pathname)?.().catch(() => undefined);
}

/**
 * Starts the first read of the page a visit opens, beside the drawing of the application, where the page has one:
 * the orders' list (at /staff/orders, and at /staff, which StaffApp.tsx sends to the orders without its query). The
 * code is the orders' own chunk, which preloadStaffPage has asked for already.
 */
export function readStaffPageAhead(pathname: string, search: string, store: AppStore): void {
  const orders = /^\/staff\/orders\/?$/i.test(pathname);
  if (!orders && !/^\/staff\/?$/i.test(pathname)) return;
  import(/* webpackChunkName: "staff-orders" */ './orders/readAhead').then(
    ({ readOrdersAhead }) => readOrdersAhead(store, orders ? search : ''),
    () => undefined, // the page's own load tells of a failure
  );
}
