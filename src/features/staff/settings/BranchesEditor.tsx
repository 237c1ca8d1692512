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

/** The shop's branches as an editable list, in the order the branches page shows them: 1 to MAX_SHOP_BRANCHES. */
export function BranchesEditor({ id, branches, onChange, problem }: BranchesEditorProps) {
  const { t } = useTranslation();
  const change = (index: number, name: keyof ShopBranch, value: string) =>
    onChange(branches.map((branch, at) => (at === index ? { ...branch, [name]: value } : branch)));

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
          <Paper key={titleId} component="fieldset" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, m: 0, borderRadius: 2 }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
              <Typography id={titleId} component="legend" sx={{ fontWeight: 600, float: 'left', p: 0 }}>
                {t('staff.settings.branches.number', { number: index + 1 })}
              </Typography>
              <IconButton
                aria-label={t('staff.settings.branches.remove', { number: index + 1 })}
                disabled={branches.length <= 1}
                onClick={() => onChange(branches.filter((_, at) => at !== index))}
              >
                <Icon path={deleteIcon} />
              </IconButton>
            </Stack>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', clear: 'both' }}>
              {branchFields.map((name) => {
                const missing = problem !== undefined && requiredBranchFields.has(name) && !branch[name].trim();
                return (
                  <TextField
                    key={name}
                    label={t(`staff.settings.branches.fields.${name}`)}
                    value={branch[name]}
                    onChange={(event) => change(index, name, event.target.value)}
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
      })}
      <Button variant="outlined" disabled={branches.length >= MAX_SHOP_BRANCHES} onClick={() => onChange([...branches, emptyBranch])} sx={{ alignSelf: 'flex-start' }}>
        {t('staff.settings.branches.add')}
      </Button>
    </Stack>
  );
}
