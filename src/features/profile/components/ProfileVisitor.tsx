import { Button, Container, Typography } from '@mui/material';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../components/StatusMessage';
import { useAppDispatch } from '../../../app/hooks';
import { openAccountPanel } from '../../account/openAccountPanel';

/** Only customers have a profile: a visitor is invited to log in through the account panel. */
export function ProfileVisitor() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <title>{`${t('pages.profile')} — ${t('app.name')}`}</title>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, textAlign: 'center' }}>
        {t('pages.profile')}
      </Typography>
      <StatusMessage
        icon={<PersonOutlineIcon />}
        message={t('profile.visitor.message')}
        action={
          <Button variant="contained" size="large" aria-haspopup="dialog" onClick={() => openAccountPanel(dispatch)}>
            {t('profile.visitor.login')}
          </Button>
        }
      />
    </Container>
  );
}
