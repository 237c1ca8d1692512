import { Box, Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import type { StaffSession } from '../staffSession';
import { closeIcon } from '../kit/staffIcons';
import { StaffMember } from './StaffMember';
import { StaffNav } from './StaffNav';

type StaffMenuDrawerProps = {
  id: string;
  open: boolean;
  session: StaffSession;
  /** Closed without a choice (its close button, Escape, a tap beside it): the caller gives the focus back to the menu button. */
  onClose: () => void;
  /** Closed by the choice of a section, whose heading then takes the focus (StaffHeading.tsx). */
  onNavigate: () => void;
  onSignOut: () => void;
};

/**
 * The sections on a phone: a drawer from the side with the menu and who is signed in. A chunk of its own (MUI's
 * drawer, modal and transitions), fetched when the menu button is reached for, not with the frame (StaffFrame.tsx).
 */
export function StaffMenuDrawer({ id, open, session, onClose, onNavigate, onSignOut }: StaffMenuDrawerProps) {
  const { t } = useTranslation();
  return (
    // MUI would put the focus back on the menu button as the drawer closes, also after a choice, when the chosen
    // section's heading may already have it (its code fetched ahead, StaffNav.tsx): the frame puts it back instead.
    <Drawer open={open} onClose={onClose} disableRestoreFocus slotProps={{ paper: { id, sx: { width: 288, maxWidth: '85vw' } } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', pl: 2, pr: 1, minHeight: 56 }}>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          {t('staff.frame.appName')}
        </Typography>
        <IconButton aria-label={t('staff.frame.closeMenu')} onClick={onClose}>
          <Icon path={closeIcon} />
        </IconButton>
      </Stack>
      <Divider />
      <StaffNav onNavigate={onNavigate} />
      <Divider />
      <Box sx={{ p: 2 }}>
        <StaffMember session={session} onSignOut={onSignOut} />
      </Box>
    </Drawer>
  );
}
