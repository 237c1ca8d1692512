import { Box, Chip, IconButton, Paper, Stack, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { Address } from '../types';
import { useAddressText } from '../useAddressText';

type AddressCardProps = { address: Address; onEdit: () => void; onDelete: () => void };

export function AddressCard({ address, onEdit, onDelete }: AddressCardProps) {
  const { t } = useTranslation();
  const text = useAddressText()(address);
  const label = `${text.place}, ${text.delivery}`;
  return (
    <Paper variant="outlined" component="article" aria-label={label} sx={{ p: 2, height: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Chip
            size="small"
            label={address.postFilial ? t('profile.address.toPostBranch') : t('profile.address.toDoor')}
            sx={{ mb: 1, fontSize: 12 }}
          />
          <Typography component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {text.place}
          </Typography>
          <Typography component="p" sx={{ overflowWrap: 'anywhere' }}>
            {text.delivery}
          </Typography>
          {text.detail && (
            <Typography component="p" sx={{ color: 'text.secondary', fontSize: 14, overflowWrap: 'anywhere' }}>
              {text.detail}
            </Typography>
          )}
        </Box>
        <Stack direction="row" sx={{ mr: -1, mt: -0.5 }}>
          <IconButton aria-label={t('profile.address.editLabel', { address: label })} onClick={onEdit}>
            <EditOutlinedIcon />
          </IconButton>
          <IconButton aria-label={t('profile.address.deleteLabel', { address: label })} onClick={onDelete}>
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      </Stack>
    </Paper>
  );
}
