import ruAccount from './ru/account.json';
import ruCart from './ru/cart.json';
import ruCatalogue from './ru/catalogue.json';
import ruCommon from './ru/common.json';
import ruFavourites from './ru/favourites.json';
import ruInfo from './ru/info.json';
import ruLayout from './ru/layout.json';
import ruLooks from './ru/looks.json';
import ruPayment from './ru/payment.json';
import ruProduct from './ru/product.json';
import ruProductCard from './ru/productCard.json';
import ruProfile from './ru/profile.json';
import ruSearch from './ru/search.json';
import ruOrders from './ru/orders.json';
import ruCheckout from './ru/checkout.json';
import ruStaff from './ru/staff.json';
import ruReviews from './ru/reviews.json';
import ruNotifications from './ru/notifications.json';
import ruCoupons from './ru/coupons.json';
import ruReturns from './ru/returns.json';
import uzOrders from './uz/orders.json';
import uzCheckout from './uz/checkout.json';
import uzStaff from './uz/staff.json';
import uzReviews from './uz/reviews.json';
import uzNotifications from './uz/notifications.json';
import uzCoupons from './uz/coupons.json';
import uzReturns from './uz/returns.json';
import uzAccount from './uz/account.json';
import uzCart from './uz/cart.json';
import uzCatalogue from './uz/catalogue.json';
import uzCommon from './uz/common.json';
import uzFavourites from './uz/favourites.json';
import uzInfo from './uz/info.json';
import uzLayout from './uz/layout.json';
import uzLooks from './uz/looks.json';
import uzPayment from './uz/payment.json';
import uzProduct from './uz/product.json';
import uzProductCard from './uz/productCard.json';
import uzProfile from './uz/profile.json';
import uzSearch from './uz/search.json';

/*
 * One file per area and language, so work on one area never touches another's texts. Each file is mounted
 * under its own key (t('account.login.title')); common.json holds the top-level keys.
 */
export const uz = {
  ...uzCommon,
  layout: uzLayout,
  search: uzSearch,
  account: uzAccount,
  payment: uzPayment,
  productCard: uzProductCard,
  catalogue: uzCatalogue,
  product: uzProduct,
  looks: uzLooks,
  cart: uzCart,
  favourites: uzFavourites,
  profile: uzProfile,
  info: uzInfo,
  orders: uzOrders,
  checkout: uzCheckout,
  staff: uzStaff,
  reviews: uzReviews,
  notifications: uzNotifications,
  coupons: uzCoupons,
  returns: uzReturns,
};
export const ru = {
  ...ruCommon,
  layout: ruLayout,
  search: ruSearch,
  account: ruAccount,
  payment: ruPayment,
  productCard: ruProductCard,
  catalogue: ruCatalogue,
  product: ruProduct,
  looks: ruLooks,
  cart: ruCart,
  favourites: ruFavourites,
  profile: ruProfile,
  info: ruInfo,
  orders: ruOrders,
  checkout: ruCheckout,
  staff: ruStaff,
  reviews: ruReviews,
  notifications: ruNotifications,
  coupons: ruCoupons,
  returns: ruReturns,
};

export type Translation = typeof uz;
