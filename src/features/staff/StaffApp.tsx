import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { useNavigate, useRoutes } from 'react-router-dom';
import { STAFF_RECORD_PAGES, STAFF_SECTIONS, type StaffRecordPage, type StaffSection } from '../../../contract/staffSections';
import { TextsGate } from '../../components/TextsGate';
import { StaffFrame } from './frame/StaffFrame';
import { staffHome } from './frame/staffSections';
import { StaffNotFound } from './frame/StaffNotFound';
import { OrdersSection } from './orders/OrdersSection';

const BrandsSection = lazy(() =>
  import(/* webpackChunkName: "staff-brands" */ './brands/BrandsSection').then(({ BrandsSection }) => ({ default: BrandsSection })),
);
const CategoriesSection = lazy(() =>
  import(/* webpackChunkName: "staff-categories" */ './categories/CategoriesSection').then(({ CategoriesSection }) => ({ default: CategoriesSection })),
);

const ProductsSection = lazy(() =>
  import(/* webpackChunkName: "staff-products" */ './products/ProductsSection').then(({ ProductsSection }) => ({ default: ProductsSection })),
);
const loadProductEditor = () => import(/* webpackChunkName: "staff-product-editor" */ './products/ProductEditorPage');
const ProductEditorPage = lazy(() => loadProductEditor().then(({ ProductEditorPage }) => ({ default: ProductEditorPage })));
const NewProductPage = lazy(() => loadProductEditor().then(({ NewProductPage }) => ({ default: NewProductPage })));

const ColoursSection = lazy(() =>
  import(/* webpackChunkName: "staff-colours" */ './colours/ColoursSection').then(({ ColoursSection }) => ({ default: ColoursSection })),
);
const OrderDetailPage = lazy(() =>
  import(/* webpackChunkName: "staff-order-detail" */ './orders/OrderDetailPage').then(({ OrderDetailPage }) => ({ default: OrderDetailPage })),
);
const PackingSlipPage = lazy(() =>
  import(/* webpackChunkName: "staff-packing-slip" */ './orders/PackingSlipPage').then(({ PackingSlipPage }) => ({ default: PackingSlipPage })),
);
const ReturnsSection = lazy(() =>
  import(/* webpackChunkName: "staff-returns" */ './returns/ReturnsSection').then(({ ReturnsSection }) => ({ default: ReturnsSection })),
);
const ReturnDetailPage = lazy(() =>
  import(/* webpackChunkName: "staff-return-detail" */ './returns/ReturnDetailPage').then(({ ReturnDetailPage }) => ({ default: ReturnDetailPage })),
);
const StockSection = lazy(() => import(/* webpackChunkName: "staff-stock" */ './stock/StockSection').then(({ StockSection }) => ({ default: StockSection })));
const InboxSection = lazy(() => import(/* webpackChunkName: "staff-inbox" */ './inbox/InboxSection').then(({ InboxSection }) => ({ default: InboxSection })));
const NotificationsSection = lazy(() =>
  import(/* webpackChunkName: "staff-notifications" */ './notifications/NotificationsSection').then(({ NotificationsSection }) => ({ default: NotificationsSection })),
);
const OutboxSection = lazy(() =>
  import(/* webpackChunkName: "staff-outbox" */ './outbox/OutboxSection').then(({ OutboxSection }) => ({ default: OutboxSection })),
);
const SmsSection = lazy(() => import(/* webpackChunkName: "staff-sms" */ './sms/SmsSection').then(({ SmsSection }) => ({ default: SmsSection })));
const DashboardSection = lazy(() =>
  import(/* webpackChunkName: "staff-dashboard" */ './dashboard/DashboardSection').then(({ DashboardSection }) => ({ default: DashboardSection })),
);
const PaymentsSection = lazy(() =>
  import(/* webpackChunkName: "staff-payments" */ './payments/PaymentsSection').then(({ PaymentsSection }) => ({ default: PaymentsSection })),
);

const HomepageSection = lazy(() =>
  import(/* webpackChunkName: "staff-homepage" */ './homepage/HomepageSection').then(({ HomepageSection }) => ({ default: HomepageSection })),
);

const ReviewsSection = lazy(() =>
  import(/* webpackChunkName: "staff-reviews" */ './reviews/ReviewsSection').then(({ ReviewsSection }) => ({ default: ReviewsSection })),
);
const PlacesSection = lazy(() => import(/* webpackChunkName: "staff-places" */ './places/PlacesSection').then(({ PlacesSection }) => ({ default: PlacesSection })));

const CustomersSection = lazy(() =>
  import(/* webpackChunkName: "staff-customers" */ './customers/CustomersSection').then(({ CustomersSection }) => ({ default: CustomersSection })),
);
const CustomerPage = lazy(() =>
  import(/* webpackChunkName: "staff-customer" */ './customers/CustomerPage').then(({ CustomerPage }) => ({ default: CustomerPage })),
);
const PromotionsSection = lazy(() =>
  import(/* webpackChunkName: "staff-promotions" */ './promotions/PromotionsSection').then(({ PromotionsSection }) => ({ default: PromotionsSection })),
);
const AccountsSection = lazy(() =>
  import(/* webpackChunkName: "staff-accounts" */ './accounts/AccountsSection').then(({ AccountsSection }) => ({ default: AccountsSection })),
);
const SettingsSection = lazy(() =>
  import(/* webpackChunkName: "staff-settings" */ './settings/SettingsSection').then(({ SettingsSection }) => ({ default: SettingsSection })),
);
const AuditSection = lazy(() => import(/* webpackChunkName: "staff-audit" */ './audit/AuditSection').then(({ AuditSection }) => ({ default: AuditSection })));

/** /staff itself: on to the orders, replacing the address so Back does not return here. */
function ToStaffHome() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(staffHome, { replace: true });
  }, [navigate]);
  return null;
}

/*
 * The orders, where every sign-in lands, come in the frame's chunk (no second wait after signing in); a section with
 * heavier parts (tables, uploads) belongs in a chunk of its own, loaded with React.lazy: the frame's Suspense waits for it.
 * The staff routes are objects for useRoutes, as the shop's are (App.tsx): react-router's <Routes>, <Navigate> and
 * <NavLink> would be kept in the first-load framework chunk, which holds react-router for every visitor.
 */
const sectionPages: Record<StaffSection, ReactElement> = {
  dashboard: <DashboardSection />,
  orders: <OrdersSection />,
  returns: <ReturnsSection />,
  payments: <PaymentsSection />,
  customers: <CustomersSection />,
  products: <ProductsSection />,
  colours: <ColoursSection />,
  brands: <BrandsSection />,
  categories: <CategoriesSection />,
  stock: <StockSection />,
  homepage: <HomepageSection />,
  promotions: <PromotionsSection />,
  reviews: <ReviewsSection />,
  inbox: <InboxSection />,
  notifications: <NotificationsSection />,
  sms: <SmsSection />,
  outbox: <OutboxSection />,
  places: <PlacesSection />,
  accounts: <AccountsSection />,
  audit: <AuditSection />,
  settings: <SettingsSection />,
};

/* The pages of one record under some sections; their paths are contract/staffSections.ts's, as the server knows them. */
const recordPages: Record<StaffRecordPage, ReactElement> = {
  'orders/:id': <OrderDetailPage />,
  'orders/:id/print': <PackingSlipPage />,
  'products/new': <NewProductPage />,
  'products/:id': <ProductEditorPage />,
  'customers/:id': <CustomerPage />,
  'returns/:id': <ReturnDetailPage />,
};

/**
 * Each section and record page of contract/staffSections.ts at its path, and nothing else but the not-found page: the
 * server answers 200 only for those paths (server/web/spa-pages.ts; not-found.test.ts reads this file to hold it so).
 */
const staffRoutes = [
  { index: true, element: <ToStaffHome /> },
  {
    element: <StaffFrame />,
    children: [
      ...STAFF_SECTIONS.map(({ path }) => ({ path, element: sectionPages[path] })),
      ...STAFF_RECORD_PAGES.map((path) => ({ path, element: recordPages[path] })),
      { path: '*', element: <StaffNotFound /> },
    ],
  },
];

function StaffRoutes() {
  return useRoutes(staffRoutes);
}

/**
 * The staff application under /staff/*: every section sits in the staff frame. The texts of every area come first
 * (the shop's first load brings only the storefront's), and again after a switch to the other language.
 */
export function StaffApp() {
  return (
    <Suspense fallback={null}>
      <TextsGate>
        <StaffRoutes />
      </TextsGate>
    </Suspense>
  );
}
