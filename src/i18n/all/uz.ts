import uzCommon from '../uz/common.json';
import uzAccount from '../uz/account.json';
import uzCart from '../uz/cart.json';
import uzCatalogue from '../uz/catalogue.json';
import uzCheckout from '../uz/checkout.json';
import uzCoupons from '../uz/coupons.json';
import uzFavourites from '../uz/favourites.json';
import uzInfo from '../uz/info.json';
import uzLayout from '../uz/layout.json';
import uzLooks from '../uz/looks.json';
import uzNotifications from '../uz/notifications.json';
import uzOrders from '../uz/orders.json';
import uzPayment from '../uz/payment.json';
import uzProduct from '../uz/product.json';
import uzProductCard from '../uz/productCard.json';
import uzProfile from '../uz/profile.json';
import uzReturns from '../uz/returns.json';
import uzReviews from '../uz/reviews.json';
import uzSearch from '../uz/search.json';
import uzStaff from '../uz/staff.json';
import uzTelegram from '../uz/telegram.json';

/** Every text of this language (first/uz.ts has the first load's part): each area file under its own key, common.json's at the top. */
export const texts = {
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
  telegram: uzTelegram,
};
