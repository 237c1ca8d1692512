import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, FormHelperText, Radio, RadioGroup, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../components/Price';
import { MAX_ADDRESSES } from '../../../../contract/limits';
import { AddressFormDialog } from '../../addresses/components/AddressFormDialog';
import type { Address } from '../../addresses/types';
import { useAddressText } from '../../addresses/useAddressText';
import { useDeliveryRules } from '../../settings/api';
import { deliveryPromise } from '../checkoutRules';

type AddressChoiceProps = {
  customerId: number;
  addresses: Address[] | undefined;
  failed: boolean;
  onRetry: () => void;
  selected: Address | null;
  onSelect: (addressId: number) => void;
  /** The goods' sum, for the delivery fee line. */
  goods: number;
  problem?: string;
  disabled: boolean;
};

const fieldId = 'checkout-addressId';
const errorId = 'checkout-address-error';

/** The saved addresses to choose from, a new one through the address book's own form, and the delivery promise. */
export function AddressChoice({ customerId, addresses, failed, onRetry, selected, onSelect, goods, problem, disabled }: AddressChoiceProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const delivery = useDeliveryRules();
  const addressText = useAddressText();
  const [adding, setAdding] = useState(false);
  // The ids before the form opened: the one that appears after it is the new address, chosen at once.
  const knownIds = useRef<ReadonlySet<number> | null>(null);

  useEffect(() => {
    if (!knownIds.current || !addresses) return;
    const added = addresses.find((address) => !knownIds.current?.has(address.id));
    if (added) {
      knownIds.current = null;
      onSelect(added.id);
    }
  }, [addresses, onSelect]);

  if (!addresses) {
    return failed ? (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('checkout.address.loadError')}
      </Alert>
    ) : (
      <Stack spacing={1.5} role="status" aria-busy="true" aria-label={t('checkout.address.loading')}>
        <Skeleton variant="rounded" height={64} />
        <Skeleton variant="rounded" height={64} />
      </Stack>
    );
  }

  const openForm = () => {
    knownIds.current = new Set(addresses.map((address) => address.id));
    setAdding(true);
  };
  const full = addresses.length >= MAX_ADDRESSES;
  const addButton = (
    <Button
      id={addresses.length === 0 ? fieldId : undefined}
      variant={addresses.length === 0 ? 'contained' : 'outlined'}
      startIcon={<AddIcon />}
      onClick={openForm}
      disabled={disabled || full}
      aria-haspopup="dialog"
      // With no address to choose, this button is the way to one: it carries the problem (checkout's focus lands here).
      aria-invalid={problem && addresses.length === 0 ? true : undefined}
      aria-describedby={problem && addresses.length === 0 ? errorId : undefined}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('checkout.address.add')}
    </Button>
  );
  const promise = selected ? deliveryPromise(selected) : null;

  return (
    <Stack spacing={2}>
      {addresses.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('checkout.address.none')}</Typography>
      ) : (
        <RadioGroup
          aria-labelledby="checkout-address-title"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          value={selected ? String(selected.id) : ''}
          onChange={(event) => onSelect(Number(event.target.value))}
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
        >
          {addresses.map((address, index) => {
            const text = addressText(address);
            const checked = selected?.id === address.id;
            return (
              <Box
                key={address.id}
                component="label"
                sx={{
                  display: 'flex',
                  gap: 1,
                  alignItems: 'flex-start',
                  p: 1.5,
                  border: 2,
                  borderRadius: 2,
                  borderColor: checked ? 'primary.main' : problem ? 'error.main' : 'divider',
                  cursor: disabled ? 'default' : 'pointer',
                  // The one focus ring (app/global.css), on the card whose hidden radio has the keyboard's focus.
                '&:has(input:focus-visible)': { outline: '2px solid var(--clay)', outlineOffset: 2 },
                }}
              >
                <Radio value={String(address.id)} id={index === 0 ? fieldId : undefined} disabled={disabled} size="small" sx={{ p: 0.5 }} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, fontSize: 14, overflowWrap: 'anywhere' }}>{text.place}</Typography>
                  <Typography sx={{ fontSize: 14, overflowWrap: 'anywhere' }}>{text.delivery}</Typography>
                  {text.detail && <Typography sx={{ fontSize: 13, color: 'text.secondary', overflowWrap: 'anywhere' }}>{text.detail}</Typography>}
                </Box>
              </Box>
            );
          })}
        </RadioGroup>
      )}
      {problem && (
        <FormHelperText id={errorId} error sx={{ mt: 0 }}>
          {problem}
        </FormHelperText>
      )}
      {addButton}
      {full && <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{t('checkout.address.full', { max: MAX_ADDRESSES })}</Typography>}

      {promise && (
        <Stack direction="row" spacing={1.25} sx={{ p: 1.5, borderRadius: 1.5, bgcolor: 'background.default', alignItems: 'flex-start' }}>
          <LocalShippingOutlinedIcon fontSize="small" sx={{ color: 'secondary.main', mt: 0.25 }} aria-hidden />
          <Box>
            <Typography sx={{ fontSize: 14, fontWeight: 600 }}>{t(`checkout.delivery.${promise}`)}</Typography>
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
              {goods >= delivery.freeDeliveryFrom
                ? t('checkout.delivery.free', { from: formatPrice(delivery.freeDeliveryFrom) })
                : t('checkout.delivery.fee', { fee: formatPrice(delivery.deliveryFee), from: formatPrice(delivery.freeDeliveryFrom) })}
            </Typography>
          </Box>
        </Stack>
      )}

      {adding && <AddressFormDialog customerId={customerId} address={null} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
