import { useState } from 'react';
import { Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Icon } from '../../../components/icons/Icon';
import { recordId } from '../../../components/positiveInteger';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { useFormatPrice } from '../../../components/Price';
import { useIsWideScreen } from '../../../components/useIsWideScreen';
import { useLanguage } from '../../../i18n/useLanguage';
import { deleteIcon } from '../kit/actionIcons';
import { StaffHeading } from '../frame/StaffHeading';
import { customersIcon } from '../kit/staffIcons';
import { useDeleteStaffCustomerMutation, useGetStaffCustomerQuery } from './api';
import { formatBirthDate, formatDay, formatPhone } from './customerFormat';
import { CustomerCoupons, CustomerOrders, Panel } from './CustomerHistory';
import { DeleteCustomerDialog } from './DeleteCustomerDialog';
import { useStaffFailure } from '../kit/useStaffFailure';
import { readStaffFailure } from '../staffFailure';
import type { StaffCustomerDetail } from './types';
import { StaffBackLink } from '../kit/StaffBackLink';

function Fact({ label, value, nowrap = false }: { label: string; value: string; nowrap?: boolean }) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: nowrap ? { xs: 'span 2', md: 'auto' } : undefined }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere', whiteSpace: nowrap ? 'nowrap' : undefined }}>
        {value}
      </Typography>
    </Box>
  );
}

type FactKey = 'phone' | 'birthDate' | 'gender' | 'tier' | 'points' | 'joined' | 'orders' | 'spent' | 'deletedAt';

function Profile({ customer }: { customer: StaffCustomerDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const formatPrice = useFormatPrice();
  const deleted = customer.deletedAt !== null;
  const facts: Array<[FactKey, string]> = [
    ['phone', formatPhone(customer.phoneNumber)],
    ['birthDate', deleted ? '—' : formatBirthDate(customer.birthDate)],
    ['gender', t(`staff.customers.genders.${customer.gender}`)],
    ['tier', customer.tier.names[language]],
    ['points', String(customer.points)],
    ['joined', formatDay(customer.createdAt)],
    ['orders', String(customer.ordersCount)],
    ['spent', formatPrice(customer.totalSpent)],
    ...(customer.deletedAt ? [['deletedAt', formatDay(customer.deletedAt)] as [FactKey, string]] : []),
  ];
  return (
    <Panel id="customer-profile" title={t('staff.customers.detail.profile')}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: 2, m: 0, px: 2, pb: 2 }}>
        {facts.map(([key, value]) => (
          <Fact key={key} label={t(`staff.customers.detail.facts.${key}`)} value={value} nowrap={key === 'phone' && customer.deletedAt === null} />
        ))}
      </Box>
    </Panel>
  );
}

function PageSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label={label}>
      <Skeleton variant="rounded" height={140} />
      <Skeleton variant="rounded" height={180} />
      <Skeleton variant="rounded" height={100} />
    </Stack>
  );
}

/** /staff/customers/:id: the profile, orders and coupons; delete anonymises after a confirmation. */
export function CustomerPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const wide = useIsWideScreen();
  const id = recordId(useParams().id);
  const read = useGetStaffCustomerQuery(id ?? skipToken);
  const [deleteCustomer, deleting] = useDeleteStaffCustomerMutation();
  const [confirming, setConfirming] = useState(false);
  const toastFailure = useStaffFailure('customers');
  const reason = read.isError ? readStaffFailure(read.error).reason : null;

  const remove = async (customer: StaffCustomerDetail) => {
    try {
      await deleteCustomer(customer.id).unwrap();
      enqueueSnackbar(t('staff.customers.delete.done', { name: customer.fullName }), { variant: 'success' });
    } catch (error) {
      toastFailure(error);
    }
    setConfirming(false);
  };

  const back = (
    <Box sx={{ mb: 1 }}>
      <StaffBackLink to="/staff/customers">{t('staff.customers.detail.back')}</StaffBackLink>
    </Box>
  );
  if (id === undefined || reason === 'notFound') {
    return (
      <>
        {back}
        <StaffHeading>{t('staff.customers.detail.notFound')}</StaffHeading>
      </>
    );
  }
  return (
    <>
      {back}
      <QueryView
        query={read}
        loading={<PageSkeleton label={t('staff.customers.detail.loading')} />}
        failure={(retry) =>
          reason === 'forbidden' ? (
            <StatusMessage role="alert" icon={<Icon path={customersIcon} />} message={t('staff.customers.failures.forbidden')} />
          ) : (
            <LoadFailure message={t('staff.customers.detail.loadError')} onRetry={retry} />
          )
        }
        isEmpty={() => false}
      >
        {(customer) => (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, gap: 1 }}>
              <Box>
                <StaffHeading>{customer.fullName}</StaffHeading>
                {customer.deletedAt && <Chip variant="outlined" label={t('staff.customers.deletedChip')} sx={{ mt: -1, mb: 2 }} />}
              </Box>
              {!customer.deletedAt && (
                <Button variant="outlined" color="error" startIcon={<Icon path={deleteIcon} size={20} />} onClick={() => setConfirming(true)} sx={{ flexShrink: 0, mb: 2 }}>
                  {t('staff.customers.delete.open')}
                </Button>
              )}
            </Stack>
            <Profile customer={customer} />
            <Panel id="customer-orders" title={t('staff.customers.detail.ordersTitle', { total: customer.orders.length })}>
              <CustomerOrders orders={customer.orders} wide={wide} />
            </Panel>
            <Panel id="customer-coupons" title={t('staff.customers.detail.coupons')}>
              <CustomerCoupons coupons={customer.coupons} />
            </Panel>
            {confirming && (
              <DeleteCustomerDialog name={customer.fullName} busy={deleting.isLoading} onCancel={() => setConfirming(false)} onConfirm={() => void remove(customer)} />
            )}
          </>
        )}
      </QueryView>
    </>
  );
}
