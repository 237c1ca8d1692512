import { Box, Chip, FormControlLabel, IconButton, Paper, Stack, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Icon } from '../../../components/icons/Icon';
import { useLanguage } from '../../../i18n/useLanguage';
import { deleteIcon, editIcon } from '../kit/actionIcons';
import type { PlaceLevel } from './PlaceDialog';

/** One row of any level: a region, a district or a post branch, as the list draws it. */
export type PlaceItem = {
  id: number;
  nameUZB: string;
  nameRUS: string;
  active: boolean;
  addressCount: number;
  /** A region's districts or a district's branches; undefined for a branch. */
  childCount?: number;
  address?: { uz: string; ru: string };
  isTashkentCity?: boolean;
  /** Where the row's name leads (a region's districts, a district's branches). */
  to?: string;
};

type PlaceListProps = {
  level: PlaceLevel;
  items: PlaceItem[];
  label: string;
  busyId: number | undefined;
  onEdit: (item: PlaceItem) => void;
  onToggle: (item: PlaceItem) => void;
  onDelete: (item: PlaceItem) => void;
};

function PlaceRow({ level, item, busy, onEdit, onToggle, onDelete }: { level: PlaceLevel; item: PlaceItem; busy: boolean } & Pick<PlaceListProps, 'onEdit' | 'onToggle' | 'onDelete'>) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [name, otherName] = language === 'ru' ? [item.nameRUS, item.nameUZB] : [item.nameUZB, item.nameRUS];
  const address = item.address && (language === 'ru' ? item.address.ru : item.address.uz);
  // Something still names it: deactivate it instead (the server refuses the deletion too).
  const used = item.addressCount > 0 || (item.childCount ?? 0) > 0;
  const counts = [
    item.childCount === undefined || level === 'postFilial' ? undefined : t(`staff.places.children.${level}`, { count: item.childCount }),
    t('staff.places.addresses', { count: item.addressCount }),
  ].filter(Boolean);
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: { xs: 1, sm: 2 }, alignItems: { sm: 'center' }, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          {item.to ? (
            <Typography component={RouterLink} to={item.to} sx={{ fontWeight: 700, color: 'primary.main', overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
          ) : (
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{name}</Typography>
          )}
          {item.isTashkentCity && <Chip size="small" label={t('staff.places.tashkentChip')} />}
          {!item.active && <Chip size="small" variant="outlined" label={t('staff.places.inactiveChip')} />}
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {otherName}
        </Typography>
        {address && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {address}
          </Typography>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {counts.join(' · ')}
        </Typography>
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: { xs: 'space-between', sm: 'flex-end' } }}>
        <FormControlLabel
          control={<Switch checked={item.active} disabled={busy} onChange={() => onToggle(item)} slotProps={{ input: { 'aria-label': t('staff.places.activeLabel', { name }) } }} />}
          label={t('staff.places.active')}
          sx={{ mr: 1 }}
        />
        <Box>
          <IconButton onClick={() => onEdit(item)} aria-label={t('staff.places.editLabel', { name })}>
            <Icon path={editIcon} size={20} />
          </IconButton>
          {!used && (
            <IconButton onClick={() => onDelete(item)} aria-label={t('staff.places.deleteLabel', { name })}>
              <Icon path={deleteIcon} size={20} />
            </IconButton>
          )}
        </Box>
      </Stack>
    </Stack>
  );
}

/** A level's places, each with its active switch, edit, and delete while nothing names it. */
export function PlaceList({ level, items, label, busyId, onEdit, onToggle, onDelete }: PlaceListProps) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2 }}>
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <PlaceRow key={item.id} level={level} item={item} busy={busyId === item.id} onEdit={onEdit} onToggle={onToggle} onDelete={onDelete} />
        ))}
      </Box>
    </Paper>
  );
}
