import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import { Button, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ShopBranch } from '../../../../contract/settings';
import { MAX_ADDRESS_TEXT, MAX_CONTACT_TEXT, MAX_HOURS_TEXT, MAX_SHOP_BRANCHES } from '../../../../contract/limits';
import { Icon } from '../../../components/icons/Icon';
import { deleteIcon } from '../kit/actionIcons';
import { branchFields, emptyBranch, requiredBranchFields } from './settingsForm';

const maxLengths: Record<(typeof branchFields)[number], number> = {
  nameUz: MAX_CONTACT_TEXT,
  nameRu: MAX_CONTACT_TEXT,
  addressUz: MAX_ADDRESS_TEXT,
  addressRu: MAX_ADDRESS_TEXT,
  landmarkUz: MAX_ADDRESS_TEXT,
  landmarkRu: MAX_ADDRESS_TEXT,
  hoursUz: MAX_HOURS_TEXT,
  hoursRu: MAX_HOURS_TEXT,
};

type BranchesEditorProps = {
  /** The heading's id: the form focuses it when a branch lacks a field. */
  id: string;
  branches: ShopBranch[];
  onChange: (branches: ShopBranch[]) => void;
  /** The branches' problem, once the form was sent: each empty needed field is marked too. */
  problem: string | undefined;
};

type BranchCardProps = {
  titleId: string;
  index: number;
  branch: ShopBranch;
  removable: boolean;
  /** Whether the form was sent with a problem in the branches: this card then marks its empty needed fields. */
  marked: boolean;
  onField: (index: number, name: keyof ShopBranch, value: string) => void;
  onRemove: (index: number) => void;
};

/**
 * One branch's fields. Kept apart and memoised: a key typed in one field re-renders its own card, not every branch's
 * eight fields (a phone's typing lagged behind with four branches).
 */
const BranchCard = memo(function BranchCard({ titleId, index, branch, removable, marked, onField, onRemove }: BranchCardProps) {
  const { t } = useTranslation();
  return (
    <Paper component="fieldset" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, m: 0, borderRadius: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography id={titleId} component="legend" sx={{ fontWeight: 600, float: 'left', p: 0 }}>
          {t('staff.settings.branches.number', { number: index + 1 })}
        </Typography>
        <IconButton aria-label={t('staff.settings.branches.remove', { number: index + 1 })} disabled={!removable} onClick={() => onRemove(index)}>
          <Icon path={deleteIcon} />
        </IconButton>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', clear: 'both' }}>
        {branchFields.map((name) => {
          const missing = marked && requiredBranchFields.has(name) && !branch[name].trim();
          return (
            <TextField
              key={name}
              label={t(`staff.settings.branches.fields.${name}`)}
              value={branch[name]}
              onChange={(event) => onField(index, name, event.target.value)}
              required={requiredBranchFields.has(name)}
              error={missing}
              helperText={missing ? t('staff.settings.problems.required') : undefined}
              size="small"
              slotProps={{ htmlInput: { maxLength: maxLengths[name] } }}
              sx={{ flex: { md: '1 1 45%' } }}
            />
          );
        })}
      </Stack>
    </Paper>
  );
});

/** The shop's branches as an editable list, in the order the branches page shows them: 1 to MAX_SHOP_BRANCHES. */
export function BranchesEditor({ id, branches, onChange, problem }: BranchesEditorProps) {
  const { t } = useTranslation();
  // The cards' callbacks stay the same from render to render (so an untouched card is not drawn again) and act on
  // the list and the form as they are when called.
  const latest = useRef({ branches, onChange });
  useLayoutEffect(() => {
    latest.current = { branches, onChange };
  });
  const onField = useCallback((index: number, name: keyof ShopBranch, value: string) => {
    const { branches: current, onChange: change } = latest.current;
    change(current.map((branch, at) => (at === index ? { ...branch, [name]: value } : branch)));
  }, []);
  const onRemove = useCallback((index: number) => {
    const { branches: current, onChange: change } = latest.current;
    change(current.filter((_, at) => at !== index));
  }, []);

  return (
    <Stack spacing={2}>
      <Typography id={id} tabIndex={-1} component="h2" sx={{ fontWeight: 700 }}>
        {t('staff.settings.branches.title')}
      </Typography>
      {problem && (
        <Typography role="alert" sx={{ color: 'error.main', fontSize: 14 }}>
          {problem}
        </Typography>
      )}
      {branches.map((branch, index) => {
        const titleId = `${id}-${index + 1}`;
        return (
          // Keyed by place: a branch is its place in the list, which is what the shop keeps.
          <BranchCard
            key={titleId}
            titleId={titleId}
            index={index}
            branch={branch}
            removable={branches.length > 1}
            marked={problem !== undefined}
            onField={onField}
            onRemove={onRemove}
          />
        );
      })}
      <Button variant="outlined" disabled={branches.length >= MAX_SHOP_BRANCHES} onClick={() => onChange([...branches, emptyBranch])} sx={{ alignSelf: 'flex-start' }}>
        {t('staff.settings.branches.add')}
      </Button>
    </Stack>
  );
}
