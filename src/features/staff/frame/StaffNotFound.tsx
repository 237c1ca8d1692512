import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { StaffHeading } from './StaffHeading';
import { staffHome } from './staffSections';

/** An address under /staff that is no section. */
export function StaffNotFound() {
  const { t } = useTranslation();
  return (
    <>
      <StaffHeading>{t('staff.frame.notFound')}</StaffHeading>
      <Button component={Link} to={staffHome} variant="contained">
        {t('staff.frame.toOrders')}
      </Button>
    </>
  );
}
