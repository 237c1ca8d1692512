import { useState } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/StatusMessage';
import { QueryView } from '../../components/QueryView';
import { MAX_ADDRESSES } from '../../../contract/limits';
import { useGetAddressesByCustomerIdQuery } from './api';
import { AddressCard } from './components/AddressCard';
import { AddressFormDialog } from './components/AddressFormDialog';
import { DeleteAddressDialog } from './components/DeleteAddressDialog';
import type { Address } from './types';

type Editing = { mode: 'add' } | { mode: 'edit'; address: Address } | null;

function AddressListSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label={t('profile.address.loading')}>
      {Array.from({ length: 2 }, (_, index) => (
        <Paper key={index} variant="outlined" sx={{ p: 2 }}>
          <Skeleton width="50%" height={24} />
          <Skeleton width="80%" height={20} />
          <Skeleton width="30%" height={20} />
        </Paper>
      ))}
    </Stack>
  );
}

/** My address: the customer's delivery addresses (at most 10), to add, change and delete. */
export function AddressBook({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const addressesRead = useGetAddressesByCustomerIdQuery(customerId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);

  return (
    <QueryView query={addressesRead} loading={<AddressListSkeleton />} failure={t('profile.loadError')}>
      {(addresses) => {
        const full = addresses.length >= MAX_ADDRESSES;
        const addButton = (
          <Button variant="contained" startIcon={<AddIcon />} disabled={full} onClick={() => setEditing({ mode: 'add' })}>
            {t('profile.address.add')}
          </Button>
        );

        return (
          <>
            {addresses.length === 0 ? (
              <Paper variant="outlined">
                <StatusMessage icon={<PlaceOutlinedIcon />} message={t('profile.address.empty')} action={addButton} />
              </Paper>
            ) : (
              <Stack spacing={2}>
                <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
                  <Typography sx={{ color: 'text.secondary' }}>
                    {t('profile.address.count', { count: addresses.length, max: MAX_ADDRESSES })}
                  </Typography>
                  {addButton}
                </Stack>
                {full && <Alert severity="info">{t('profile.address.limit', { max: MAX_ADDRESSES })}</Alert>}
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
                  {addresses.map((address) => (
                    <li key={address.id}>
                      <AddressCard
                        address={address}
                        onEdit={() => setEditing({ mode: 'edit', address })}
                        onDelete={() => setDeleting(address)}
                      />
                    </li>
                  ))}
                </Box>
              </Stack>
            )}
            {editing && (
              <AddressFormDialog
                customerId={customerId}
                address={editing.mode === 'edit' ? editing.address : null}
                onClose={() => setEditing(null)}
              />
            )}
            {deleting && <DeleteAddressDialog customerId={customerId} address={deleting} onClose={() => setDeleting(null)} />}
          </>
        );
      }}
    </QueryView>
  );
}
