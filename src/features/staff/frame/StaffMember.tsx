import { Avatar, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../components/formatPhone';
import { Icon } from '../../../components/icons/Icon';
import type { StaffSession } from '../staffSession';
import { badgeIcon, logoutIcon } from '../kit/staffIcons';

type KnownRole = 'ADMIN' | 'MANAGER';
const isKnownRole = (role: string): role is KnownRole => role === 'ADMIN' || role === 'MANAGER';

type StaffMemberProps = { session: StaffSession; onSignOut: () => void; compact?: boolean };

/** Who is signed in (their phone and role) and the way out. */
export function StaffMember({ session, onSignOut, compact = false }: StaffMemberProps) {
  const { t } = useTranslation();
  const role = t(`staff.roles.${isKnownRole(session.role) ? session.role : 'other'}`);
  return (
    <Stack direction={compact ? 'row' : 'column'} spacing={1.5} sx={{ alignItems: compact ? 'center' : 'stretch' }}>
      <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'secondary.main' }}>
          <Icon path={badgeIcon} size={20} />
        </Avatar>
        <Box sx={{ minWidth: 0, lineHeight: 1.2 }}>
          {session.phoneNumber && (
            <Typography sx={{ fontSize: 14, fontWeight: 600, whiteSpace: 'nowrap' }}>{formatPhone(session.phoneNumber)}</Typography>
          )}
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{role}</Typography>
        </Box>
      </Stack>
      <Button variant="outlined" color="inherit" size={compact ? 'small' : 'medium'} startIcon={<Icon path={logoutIcon} size={20} />} onClick={onSignOut}>
        {t('staff.logout')}
      </Button>
    </Stack>
  );
}
