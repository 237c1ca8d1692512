import { Box, Container, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { LandingReader } from '../../app/store';
import { useFormatPrice } from '../../components/Price';
import { useLanguage } from '../../i18n/useLanguage';
import { formatPhone } from '../../components/formatPhone';
import { settingsApi, useGetShopSettingsQuery } from '../settings/api';
import { BranchList } from './components/BranchList';
import { ContactChannels } from './components/ContactChannels';
import { ContactForm } from './components/ContactForm';
import { InfoArticleSections } from './components/InfoArticleSections';
import { InfoNav } from './components/InfoNav';
import { toInfoSections } from './infoSections';
import type { InfoTopic } from './infoTopics';

/**
 * The read of an information page's first screen: the shop's settings, whose contacts, hours and figures its texts
 * (and the branches' and contacts' cards) show, made before its first render so that it is drawn with them.
 */
export const readLandingInfo: LandingReader = (_params, _search, dispatch) => [dispatch(settingsApi.endpoints.getShopSettings.initiate())];

/**
 * /about, /terms, /branches, /contact and /privacy: the shop's information pages, from info.json, with the shop's
 * contacts, hours and return window from its settings put into the texts.
 */
export function InfoPage({ topic }: { topic: InfoTopic }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const formatPrice = useFormatPrice();
  const settings = useGetShopSettingsQuery();
  const title = t(`pages.${topic}`);
  const shop = settings.data;
  const values = shop
    ? {
        phone: formatPhone(shop.phoneNumber),
        telegram: shop.telegram,
        email: shop.email,
        hours: language === 'ru' ? shop.hoursRu : shop.hoursUz,
        returnDays: shop.returnWindowDays,
        fee: formatPrice(shop.deliveryFee),
        freeFrom: formatPrice(shop.freeDeliveryFrom),
      }
    : {};
  const sections = toInfoSections(t(`info.${topic}.sections`, { returnObjects: true, ...values }));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <title>{`${title} — ${t('app.name')}`}</title>
      <Box component="article" aria-labelledby="info-title">
        <Typography id="info-title" variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {title}
        </Typography>
        <Typography component="p" sx={{ mt: 1.5, fontSize: { xs: 17, md: 19 }, lineHeight: 1.55, color: 'text.secondary', maxWidth: 720 }}>
          {t(`info.${topic}.lead`)}
        </Typography>
        {topic === 'branches' && <BranchList />}
        {topic === 'contact' && <ContactChannels />}
        {topic === 'contact' && <ContactForm />}
        {/* The texts name the shop's contacts: shown once they are known (a failed read shows them without). */}
        {shop || settings.isError ? <InfoArticleSections sections={sections} /> : <Skeleton variant="rounded" height={160} sx={{ mt: 4, maxWidth: 720 }} />}
      </Box>
      <InfoNav current={topic} />
    </Container>
  );
}
