import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../app/config';
import { useFormatPrice } from '../../../components/Price';
import { ItemLines } from '../../../components/product/ItemLines';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import type { OrderItem } from '../types';

type OrderLinesProps = {
  items: OrderItem[];
  label: string;
  /** What the shopper may do with a line (a delivered order's "Return or exchange"). */
  lineAction?: (item: OrderItem) => ReactNode;
};

/** The pieces of an order: picture, name in the interface language, size and colour, how many, the price. */
export function OrderLines({ items, label, lineAction }: OrderLinesProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const formatPrice = useFormatPrice();
  const lines = items.map((item) => ({
    key: `${item.productSizeVariantId}-${item.unitPrice}`,
    name: localizedName(item, language),
    imageUrl: mediaUrl(item.imageUrl),
    details: item.color
      ? t('orders.line.sizeAndColor', { size: item.size, color: localizedName(item.color, language) })
      : t('orders.line.size', { size: item.size }),
    quantity: t('orders.line.quantity', { quantity: item.quantity, price: formatPrice(item.unitPrice) }),
    total: formatPrice(item.lineTotal),
    action: lineAction?.(item),
  }));
  return <ItemLines lines={lines} label={label} />;
}
