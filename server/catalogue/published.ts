import { isNotNull } from 'drizzle-orm';
import { products } from '../db/schema/catalogue';

/**
 * The products shoppers may meet anywhere (a page by its address, search, favourites, other colours, reviews): every
 * product but a draft, which staff made and have not published yet. Listings ask for active products, and a draft is
 * never active, so they need no more than that.
 */
export const publishedProduct = isNotNull(products.publishedAt);
