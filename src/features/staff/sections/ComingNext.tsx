import { Box, Button, Paper, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import { constructionIcon } from '../frame/staffIcons';
import { StaffHeading } from '../frame/StaffHeading';
import { staffHome, type StaffSection } from '../frame/staffSections';

export type ComingSection = Exclude<StaffSection, 'orders'>;

/** A section not built yet: says what it will hold and where to work meanwhile, instead of a blank page. */
export function ComingNext({ section }: { section: ComingSection }) {
  const { t } = useTranslation();
  return (
    <>
      <StaffHeading>{t(`staff.sections.${section}`)}</StaffHeading>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderRadius: 2, textAlign: 'center' }}>
        <Box sx={{ color: 'secondary.main', lineHeight: 0 }}>
          <Icon path={constructionIcon} size={48} />
        </Box>
        <Typography component="h2" sx={{ fontSize: 20, fontWeight: 700, mt: 1 }}>
          {t('staff.comingNext.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, maxWidth: 560, mx: 'auto' }}>{t(`staff.comingNext.${section}`)}</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('staff.comingNext.meanwhile')}</Typography>
        <Button component={Link} to={staffHome} variant="contained" sx={{ mt: 3 }}>
          {t('staff.frame.toOrders')}
        </Button>
      </Paper>
    </>
  );
}

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
