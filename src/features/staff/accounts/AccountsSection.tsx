import { useState } from 'react';
import { Box, Button, Chip, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { ConfirmDeleteDialog } from '../kit/ConfirmDeleteDialog';
import { ListSkeleton } from '../kit/ListSkeleton';
import { addIcon, deleteIcon, editIcon } from '../kit/actionIcons';
import { formatDay, formatPhone } from '../customers/customerFormat';
import { useStaffFailure } from '../kit/useStaffFailure';
import { readStaffFailure } from '../staffFailure';
import { StaffHeading } from '../frame/StaffHeading';
import { accountsIcon } from '../kit/staffIcons';
import { clearStaffSession, useStaffSession } from '../staffSession';
import { AccountFormDialog } from './AccountFormDialog';
import { useAddStaffAccountMutation, useEditStaffAccountMutation, useGetStaffAccountsQuery, useRemoveStaffAccountMutation, useResetStaffPasswordMutation } from './api';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import type { AddStaffBody } from '../../../../contract/staff';
import type { StaffAccount } from './types';

const keyIcon = 'M21 10h-8.35C11.83 7.67 9.61 6 7 6c-3.31 0-6 2.69-6 6s2.69 6 6 6c2.61 0 4.83-1.67 5.65-4H13l2 2 2-2 2 2 4-4.04zM7 15c-1.65 0-3-1.35-3-3s1.35-3 3-3 3 1.35 3 3-1.35 3-3 3';

type Dialogs =
  | { kind: 'add' }
  | { kind: 'edit'; account: StaffAccount }
  | { kind: 'reset'; account: StaffAccount; generated?: string }
  | { kind: 'remove'; account: StaffAccount };

function AccountRow({ account, you, onOpen }: { account: StaffAccount; you: boolean; onOpen: (dialog: Dialogs) => void }) {
  const { t } = useTranslation();
  const name = account.fullName;
  return (
    <Stack component="li" direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, px: 2, py: 1.25, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
          {you && (
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {` (${t('staff.accounts.you')})`}
            </Box>
          )}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatPhone(account.phoneNumber)} · {t('staff.accounts.since', { date: formatDay(account.createdAt) })}
        </Typography>
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Chip size="small" color={account.role === 'ADMIN' ? 'primary' : 'default'} variant={account.role === 'ADMIN' ? 'filled' : 'outlined'} label={t(`staff.roles.${account.role}`)} sx={{ mr: 'auto' }} />
        <IconButton onClick={() => onOpen({ kind: 'edit', account })} aria-label={t('staff.accounts.editLabel', { name })}>
          <Icon path={editIcon} size={20} />
        </IconButton>
        <IconButton onClick={() => onOpen({ kind: 'reset', account })} aria-label={t('staff.accounts.resetLabel', { name })}>
          <Icon path={keyIcon} size={20} />
        </IconButton>
        <IconButton onClick={() => onOpen({ kind: 'remove', account })} aria-label={t('staff.accounts.removeLabel', { name })}>
          <Icon path={deleteIcon} size={20} />
        </IconButton>
      </Stack>
    </Stack>
  );
}

/** /staff/accounts, for ADMINs: every staff account; add, edit name and role, reset the password, remove. */
export function AccountsSection() {
  const { t } = useTranslation();
  const session = useStaffSession();
  if (session?.role !== 'ADMIN') {
    return (
      <>
        <StaffHeading>{t('staff.sections.accounts')}</StaffHeading>
        <Paper variant="outlined">
          <StatusMessage role="alert" icon={<Icon path={accountsIcon} />} message={t('staff.accounts.noAccess')} />
        </Paper>
      </>
    );
  }
  return <AccountsList yourPhone={session.phoneNumber} />;
}

function AccountsList({ yourPhone }: { yourPhone: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('accounts');
  const read = useGetStaffAccountsQuery();
  const [addAccount, adding] = useAddStaffAccountMutation();
  const [editAccount, editing] = useEditStaffAccountMutation();
  const [resetPassword, resetting] = useResetStaffPasswordMutation();
  const [removeAccount, removing] = useRemoveStaffAccountMutation();
  const [dialog, setDialog] = useState<Dialogs>();
  const [taken, setTaken] = useState(false);
  const close = () => setDialog(undefined);
  const success = (message: string) => enqueueSnackbar(message, { variant: 'success' });
  // A new role or the removal ends that account's sign-ins: one's own too, so back to the sign-in.
  const endsOwnSession = (account: StaffAccount) => account.phoneNumber === yourPhone;

  const save = async (values: AddStaffBody) => {
    if (dialog?.kind === 'edit') {
      const { account } = dialog;
      try {
        await editAccount({ id: account.id, fullName: values.fullName, role: values.role }).unwrap();
        success(t('staff.accounts.saved', { name: values.fullName }));
        close();
        if (endsOwnSession(account) && account.role !== values.role) clearStaffSession();
      } catch (error) {
        failed(error);
      }
      return;
    }
    try {
      await addAccount(values).unwrap();
      success(t('staff.accounts.added', { name: values.fullName }));
      close();
    } catch (error) {
      if (failed(error).reason === 'duplicate') setTaken(true);
    }
  };

  const reset = async (account: StaffAccount, password: string | undefined) => {
    try {
      const answer = await resetPassword({ id: account.id, password }).unwrap();
      success(t('staff.accounts.reset.done', { name: account.fullName }));
      if (answer.generatedPassword) setDialog({ kind: 'reset', account, generated: answer.generatedPassword });
      else close();
      if (endsOwnSession(account)) clearStaffSession();
    } catch (error) {
      failed(error);
    }
  };

  const remove = async (account: StaffAccount) => {
    try {
      await removeAccount(account.id).unwrap();
      success(t('staff.accounts.removed', { name: account.fullName }));
      if (endsOwnSession(account)) clearStaffSession();
    } catch (error) {
      failed(error);
    }
    close();
  };

  return (
    <>
      {/* A column on a phone: the button's longer Russian label beside the heading would widen the page. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' }, columnGap: 2, mb: { xs: 2, sm: 0 } }}>
        <StaffHeading>{t('staff.sections.accounts')}</StaffHeading>
        <Button
          variant="contained"
          startIcon={<Icon path={addIcon} size={20} />}
          onClick={() => {
            setTaken(false);
            setDialog({ kind: 'add' });
          }}
          sx={{ flexShrink: 0 }}
        >
          {t('staff.accounts.add')}
        </Button>
      </Stack>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('staff.accounts.intro')}</Typography>
      <QueryView
        query={read}
        loading={<ListSkeleton label={t('staff.accounts.loading')} rows={3} />}
        failure={(retry) =>
          read.isError && readStaffFailure(read.error).reason === 'forbidden' ? (
            <StatusMessage role="alert" icon={<Icon path={accountsIcon} />} message={t('staff.accounts.noAccess')} />
          ) : (
            <LoadFailure message={t('staff.accounts.loadError')} onRetry={retry} />
          )
        }
        empty={
          <Paper variant="outlined">
            <StatusMessage icon={<Icon path={accountsIcon} />} message={t('staff.accounts.empty')} />
          </Paper>
        }
      >
        {(accounts) => (
          <Paper variant="outlined" sx={{ borderRadius: 2 }}>
            <Box component="ul" aria-label={t('staff.accounts.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {accounts.map((account) => (
                <AccountRow key={account.id} account={account} you={account.phoneNumber === yourPhone} onOpen={setDialog} />
              ))}
            </Box>
          </Paper>
        )}
      </QueryView>
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <AccountFormDialog
          key={dialog.kind === 'edit' ? dialog.account.id : 'new'}
          account={dialog.kind === 'edit' ? dialog.account : undefined}
          busy={adding.isLoading || editing.isLoading}
          serverProblems={taken ? { phoneNumber: t('staff.accounts.failures.duplicate') } : {}}
          onCancel={close}
          onSave={(values) => void save(values)}
        />
      )}
      {dialog?.kind === 'reset' && (
        <ResetPasswordDialog
          name={dialog.account.fullName}
          busy={resetting.isLoading}
          generated={dialog.generated}
          onCancel={close}
          onReset={(password) => void reset(dialog.account, password)}
        />
      )}
      {dialog?.kind === 'remove' && (
        <ConfirmDeleteDialog
          title={t('staff.accounts.removeTitle')}
          text={t(endsOwnSession(dialog.account) ? 'staff.accounts.removeSelf' : 'staff.accounts.removeText', { name: dialog.account.fullName })}
          confirm={t('staff.accounts.remove')}
          busy={removing.isLoading}
          onCancel={close}
          onConfirm={() => void remove(dialog.account)}
        />
      )}
    </>
  );
}
