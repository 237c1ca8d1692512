import { IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import { arrowDownIcon, arrowUpIcon } from '../kit/actionIcons';

type MoveButtonsProps = { name: string; first: boolean; last: boolean; busy: boolean; onMove: (by: -1 | 1) => void };

/** Up and down for one row of an ordered list, named after the row for screen readers. */
export function MoveButtons({ name, first, last, busy, onMove }: MoveButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      <IconButton size="small" disabled={first || busy} onClick={() => onMove(-1)} aria-label={t('staff.homepage.moveUp', { name })}>
        <Icon path={arrowUpIcon} size={20} />
      </IconButton>
      <IconButton size="small" disabled={last || busy} onClick={() => onMove(1)} aria-label={t('staff.homepage.moveDown', { name })}>
        <Icon path={arrowDownIcon} size={20} />
      </IconButton>
    </>
  );
}
