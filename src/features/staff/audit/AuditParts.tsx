import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icons/Icon';
import type { AuditEntry } from '../../../../contract/staff';
import { formatPhone } from '../customers/customerFormat';
import { entityPath, formatAuditTime, knownAction, knownEntity } from './auditWords';

/** The words of an entry's codes; a code the screen has no words for yet reads as it is. */
export function useAuditNames() {
  const { t } = useTranslation();
  const entity = (code: string) => {
    const known = knownEntity(code);
    return known ? t(`staff.audit.entities.${known}`) : code;
  };
  const action = (code: string) => {
    const known = knownAction(code);
    return known ? t(`staff.audit.actions.${known}`) : code;
  };
  /** "Mahsulot #7, O‘zgartirish, 18.11.2026 15:04": which entry a button is about, for screen readers. */
  const entry = (of: Pick<AuditEntry, 'entity' | 'entityId' | 'action' | 'createdAt'>) => `${entity(of.entity)} #${of.entityId}, ${action(of.action)}, ${formatAuditTime(of.createdAt)}`;
  return { entity, action, entry };
}

/** The entity in words and its id, a link to its staff page where it has one. */
export function EntityName({ entry }: { entry: Pick<AuditEntry, 'entity' | 'entityId'> }) {
  const names = useAuditNames();
  const text = `${names.entity(entry.entity)} #${entry.entityId}`;
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
