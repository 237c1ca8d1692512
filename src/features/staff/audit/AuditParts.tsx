import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icons/Icon';
import type { AuditEntry } from '../../../../contract/staff';
import { useLanguage } from '../../../i18n/useLanguage';
import { formatPhone } from '../customers/customerFormat';
import { shopMoment } from '../../../components/shopTime';
import { entityPath, knownAction, knownEntity } from './auditWords';

type EntryOf = Pick<AuditEntry, 'entity' | 'entityId' | 'name'>;

/** The words of an entry's codes; a code the screen has no words for yet reads as it is. */
export function useAuditNames() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const entity = (code: string) => {
    const known = knownEntity(code);
    return known ? t(`staff.audit.entities.${known}`) : code;
  };
  const action = (code: string) => {
    const known = knownAction(code);
    return known ? t(`staff.audit.actions.${known}`) : code;
  };
  /** "Buyurtma № LB-000161", "Mahsulot «Ko‘ylak»": the thing as staff know it; by its id when it has no name or is gone. */
  const thing = (of: EntryOf) => {
    const name = of.name?.[language];
    if (!name) return `${entity(of.entity)} #${of.entityId}`;
    return of.entity === 'order' ? t('staff.orders.title', { number: name }) : t('staff.audit.named', { entity: entity(of.entity), name });
  };
  /** "Mahsulot «Ko‘ylak», O‘zgartirish, 18.11.2026 15:04": which entry a button is about, for screen readers. */
  const entry = (of: EntryOf & Pick<AuditEntry, 'action' | 'createdAt'>) => `${thing(of)}, ${action(of.action)}, ${shopMoment(of.createdAt)}`;
  return { entity, action, thing, entry };
}

/** The changed thing in words, a link to its staff page where it has one. */
export function EntityName({ entry }: { entry: EntryOf }) {
  const names = useAuditNames();
  const text = names.thing(entry);
  const path = entityPath(entry.entity, entry.entityId);
  return path ? (
    <Link to={path} style={{ color: 'inherit', fontWeight: 600 }}>
      {text}
    </Link>
  ) : (
    <>{text}</>
  );
}

/** Who made the change: the name (or the phone when the account has none) over the phone; a removed account by its id. */
export function StaffMemberName({ entry }: { entry: Pick<AuditEntry, 'user' | 'userId'> }) {
  const { t } = useTranslation();
  if (!entry.user) {
    return <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t('staff.audit.removedUser', { id: entry.userId })}</Typography>;
  }
  const phone = formatPhone(entry.user.phoneNumber);
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {entry.user.fullName ?? phone}
      </Typography>
      {entry.user.fullName !== null && (
        <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {phone}
        </Typography>
      )}
    </Box>
  );
}

const expandIcon = 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z';

type ToggleProps = { expanded: boolean; count: number; controls: string; onToggle: () => void; entryLabel: string };

/** Opens and closes an entry's changed fields; says how many there are and, for screen readers, which entry. */
export function ChangesToggle({ expanded, count, controls, onToggle, entryLabel }: ToggleProps) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={onToggle}
      endIcon={<Icon path={expandIcon} size={18} style={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />}
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      aria-label={t(expanded ? 'staff.audit.hideChangesLabel' : 'staff.audit.showChangesLabel', { count, entry: entryLabel })}
      sx={{ whiteSpace: 'nowrap', minWidth: 0 }}
    >
      {t(expanded ? 'staff.audit.hideChanges' : 'staff.audit.showChanges', { count })}
    </Button>
  );
}
