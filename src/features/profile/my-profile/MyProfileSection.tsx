import { useState } from 'react';
import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { useGetCustomerByIdQuery } from '../../account/api';
import { QueryView } from '../../../components/QueryView';
import { SectionHeading } from '../../../components/SectionHeading';
import { AvatarUploader } from './AvatarUploader';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { TelegramLinkCard } from './TelegramLinkCard';

const cardSx = { p: { xs: 2, md: 3 } } as const;

function MyProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label={t('profile.summary.loading')}>
      <Paper variant="outlined" sx={{ ...cardSx, display: 'flex', gap: 2, alignItems: 'center' }}>
        <Skeleton variant="circular" width={88} height={88} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="40%" height={28} />
          <Skeleton width={140} height={40} />
        </Box>
      </Paper>
      <Paper variant="outlined" sx={cardSx}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={56} sx={{ mb: 2 }} />
        ))}
      </Paper>
    </Stack>
  );
}

/** Profile information: the picture, name, birth date and gender, the password, and the linked Telegram account. */
export function MyProfileSection({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const customerRead = useGetCustomerByIdQuery(customerId);
  const [passwordOpen, setPasswordOpen] = useState(false);

  return (
    <QueryView query={customerRead} loading={<MyProfileSkeleton />} failure={t('profile.loadError')}>
      {(customer) => (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={cardSx}>
            <AvatarUploader customer={customer} />
          </Paper>
          <Paper variant="outlined" sx={cardSx}>
            <ProfileDetailsForm key={customer.id} customer={customer} />
          </Paper>
          <Paper variant="outlined" sx={cardSx}>
            <SectionHeading>{t('profile.password.heading')}</SectionHeading>
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('profile.password.intro')}</Typography>
            <Button variant="outlined" startIcon={<LockOutlinedIcon />} aria-haspopup="dialog" onClick={() => setPasswordOpen(true)}>
              {t('profile.password.open')}
            </Button>
            <ChangePasswordDialog customerId={customer.id} open={passwordOpen} onClose={() => setPasswordOpen(false)} />
          </Paper>
          <Paper variant="outlined" sx={cardSx}>
            <TelegramLinkCard customer={customer} />
          </Paper>
        </Stack>
      )}
    </QueryView>
  );
}
