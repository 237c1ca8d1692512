import { Fragment, useId, useState } from 'react';
import { Box, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../../contract/staff';
import { changedFields } from './auditChanges';
import { AuditChangesList } from './AuditChangesList';
import { shopMoment } from '../../../components/shopTime';
import { ChangesToggle, EntityName, StaffMemberName, useAuditNames } from './AuditParts';

/** An entry's changed fields and whether they are open; each entry opens on its own. */
function useEntryChanges(entry: AuditEntry) {
  const [expanded, setExpanded] = useState(false);
  const id = `audit-changes-${useId().replace(/:/g, '')}`;
  const changes = changedFields(entry.before, entry.after);
  return { expanded, toggle: () => setExpanded((open) => !open), id, changes };
}

const columns = ['time', 'who', 'action', 'entity', 'changes'] as const;

function TableEntry({ entry }: { entry: AuditEntry }) {
  const names = useAuditNames();
  const { expanded, toggle, id, changes } = useEntryChanges(entry);
  const open = expanded && changes.length > 0;
  return (
    <Fragment>
      <TableRow sx={open ? { '& > td': { borderBottom: 0 } } : undefined}>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{shopMoment(entry.createdAt)}</TableCell>
        <TableCell>
          <StaffMemberName entry={entry} />
        </TableCell>
        <TableCell>{names.action(entry.action)}</TableCell>
        <TableCell>
          <EntityName entry={entry} />
        </TableCell>
        <TableCell align="right">
          {changes.length > 0 && <ChangesToggle expanded={open} count={changes.length} controls={id} onToggle={toggle} entryLabel={names.entry(entry)} />}
        </TableCell>
      </TableRow>
      {open && (
        <TableRow>
          <TableCell colSpan={columns.length} sx={{ bgcolor: 'action.hover' }}>
            <AuditChangesList id={id} changes={changes} />
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}

/** The wide screen's table: one row an entry, its changed fields in a row of their own under it when opened. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('staff.audit.listLabel')}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} align={column === 'changes' ? 'right' : 'left'}>
                {t(`staff.audit.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableEntry key={entry.id} entry={entry} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CardEntry({ entry }: { entry: AuditEntry }) {
  const names = useAuditNames();
  const { expanded, toggle, id, changes } = useEntryChanges(entry);
  const open = expanded && changes.length > 0;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700 }}>{names.action(entry.action)}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {shopMoment(entry.createdAt)}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.25 }}>
        <EntityName entry={entry} />
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-end', gap: 1, mt: 0.75 }}>
        <StaffMemberName entry={entry} />
        {changes.length > 0 && <ChangesToggle expanded={open} count={changes.length} controls={id} onToggle={toggle} entryLabel={names.entry(entry)} />}
      </Stack>
      {open && (
        <Box sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
          <AuditChangesList id={id} changes={changes} />
        </Box>
      )}
    </Paper>
  );
}

/** A phone's list: one card an entry, its changed fields opening inside it. */
export function AuditCards({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" aria-label={t('staff.audit.listLabel')} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry) => (
        <CardEntry key={entry.id} entry={entry} />
      ))}
    </Stack>
  );
}
