import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import { useFormatPrice } from '../../../components/Price';
import ui from '../../../components/ui.module.css';
import { useDeliveryRules } from '../../settings/api';
import { shopFacts } from '../shopFacts';
import { creditCardOutlined, localShippingOutlined, scheduleOutlined } from './productIcons';
import styles from './ShopFacts.module.css';

function Fact({ icon, title, children }: { icon: string; title: string; children: ReactNode }) {
  return (
    <li className={styles.fact}>
      <span aria-hidden className={styles.icon}>
        <Icon path={icon} />
      </span>
      <div>
        <h3 className={styles.title}>{title}</h3>
        {children}
      </div>
    </li>
  );
}

/** Delivery cost and time, and the ways to pay, in the shopper's language. */
export function ShopFacts() {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const { min, max } = shopFacts.regionsDeliveryDays;
  const delivery = useDeliveryRules();

  return (
    <section aria-labelledby="product-facts-title" className={styles.facts}>
      {/* Read by screen readers only: the facts' own headings sit under it rather than straight under the product's h1. */}
      <h2 id="product-facts-title" className={ui.visuallyHidden}>
        {t('product.facts.label')}
      </h2>
      <ul className={styles.list}>
        <Fact icon={localShippingOutlined} title={t('product.facts.deliveryTitle')}>
          <p className={styles.line}>{t('product.facts.freeFrom', { amount: formatPrice(delivery.freeDeliveryFrom) })}</p>
          <p className={styles.line}>{t('product.facts.feeBelow', { fee: formatPrice(delivery.deliveryFee) })}</p>
        </Fact>
        <Fact icon={scheduleOutlined} title={t('product.facts.timeTitle')}>
          <p className={styles.line}>{t('product.facts.tashkent', { hours: shopFacts.tashkentDeliveryHours })}</p>
          <p className={styles.line}>{t('product.facts.regions', { min, max })}</p>
        </Fact>
        <Fact icon={creditCardOutlined} title={t('product.facts.paymentTitle')}>
          <p className={styles.line}>{t('product.facts.payment', { providers: shopFacts.paymentProviders.join(', ') })}</p>
        </Fact>
      </ul>
    </section>
  );
}
