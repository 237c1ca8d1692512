import { Button } from '@mui/material';
import LogoutOutlinedIcon from '@mui/icons-material/LogoutOutlined';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../useLogout';

export function LogoutButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Button
      onClick={logout}
      fullWidth={fullWidth}
      color="inherit"
      variant={fullWidth ? 'outlined' : 'text'}
      startIcon={<LogoutOutlinedIcon />}
      sx={{ justifyContent: fullWidth ? 'center' : 'flex-start', color: 'text.secondary', borderColor: 'divider' }}
    >
      {t('profile.nav.logout')}
    </Button>
  );
}
