import ruCommon from '../ru/common.json';
import ruAccount from '../ru/account.json';
import ruCart from '../ru/cart.json';
import ruCatalogue from '../ru/catalogue.json';
import ruCheckout from '../ru/checkout.json';
import ruCoupons from '../ru/coupons.json';
import ruFavourites from '../ru/favourites.json';
import ruInfo from '../ru/info.json';
import ruLayout from '../ru/layout.json';
import ruLooks from '../ru/looks.json';
import ruNotifications from '../ru/notifications.json';
import ruOrders from '../ru/orders.json';
import ruPayment from '../ru/payment.json';
import ruProduct from '../ru/product.json';
import ruProductCard from '../ru/productCard.json';
import ruProfile from '../ru/profile.json';
import ruReturns from '../ru/returns.json';
import ruReviews from '../ru/reviews.json';
import ruSearch from '../ru/search.json';
import ruStaff from '../ru/staff.json';
import ruTelegram from '../ru/telegram.json';

/** Every text of this language (first/ru.ts has the first load's part): each area file under its own key, common.json's at the top. */
export const texts = {
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
  telegram: ruTelegram,
};
