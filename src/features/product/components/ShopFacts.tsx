import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../components/Price';
import { shopFacts } from '../shopFacts';

function Fact({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'secondary.main', display: 'flex', pt: 0.25 }}>
        {icon}
      </Box>
      <Box>
        <Typography component="h3" sx={{ fontSize: 14, fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

const lineSx = { fontSize: 14, color: 'text.secondary', lineHeight: 1.5 } as const;

/** Delivery cost and time, and the ways to pay (SPEC §1 and §9), in the shopper's language. */
export function ShopFacts() {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const { min, max } = shopFacts.regionsDeliveryDays;

  return (
    <Box
      component="section"
      aria-label={t('product.facts.label')}
      sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', p: 2 }}
    >
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        <Fact icon={<LocalShippingOutlinedIcon />} title={t('product.facts.deliveryTitle')}>
          <Typography sx={lineSx}>{t('product.facts.freeFrom', { amount: formatPrice(shopFacts.freeDeliveryFrom) })}</Typography>
          <Typography sx={lineSx}>{t('product.facts.feeBelow', { fee: formatPrice(shopFacts.deliveryFee) })}</Typography>
        </Fact>
        <Fact icon={<ScheduleOutlinedIcon />} title={t('product.facts.timeTitle')}>
          <Typography sx={lineSx}>{t('product.facts.tashkent', { hours: shopFacts.tashkentDeliveryHours })}</Typography>
          <Typography sx={lineSx}>{t('product.facts.regions', { min, max })}</Typography>
        </Fact>
        <Fact icon={<CreditCardOutlinedIcon />} title={t('product.facts.paymentTitle')}>
          <Typography sx={lineSx}>{t('product.facts.payment', { providers: shopFacts.paymentProviders.join(', ') })}</Typography>
        </Fact>
      </Stack>
    </Box>
  );
}
