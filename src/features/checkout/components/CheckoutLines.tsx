import { useTranslation } from 'react-i18next';
import { thumbnailUrl } from '../../../components/product/thumbnailUrl';
import { useFormatPrice } from '../../../components/Price';
import { ItemLines } from '../../../components/product/ItemLines';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { unitPrice } from '../../cart/cartTotals';
import type { CartLine } from '../../cart/types';

/** The lines going into the order: picture, name, colour and size, how many, the line's price. */
export function CheckoutLines({ lines }: { lines: CartLine[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const formatPrice = useFormatPrice();
  const items = lines.map((line) => {
    const price = unitPrice(line);
    return {
      key: String(line.cartItemId),
      name: localizedName(line, language),
      imageUrl: thumbnailUrl(line.productImages[0]),
      details: t('checkout.lines.details', { size: line.productSizeVariant.size, color: localizedName(line.color, language) }),
      quantity: t('checkout.lines.quantity', { quantity: line.quantity, price: formatPrice(price) }),
      total: formatPrice(price * line.quantity),
    };
  });
  return <ItemLines lines={items} label={t('checkout.lines.label')} />;
}
