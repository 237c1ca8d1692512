import { IconButton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';

type PanelHeaderProps = {
  titleId: string;
  title: string;
  /** Going back is not offered while a call runs: its answer would land on the wrong step. */
  backDisabled: boolean;
  onBack: () => void;
  onClose: () => void;
};

export function PanelHeader({ titleId, title, backDisabled, onBack, onClose }: PanelHeaderProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <IconButton aria-label={t('account.panel.back')} onClick={onBack} disabled={backDisabled}>
        <ArrowBackIcon />
      </IconButton>
      <Typography id={titleId} component="h2" variant="h3" sx={{ flexGrow: 1, textAlign: 'center' }}>
        {title}
      </Typography>
      <IconButton aria-label={t('account.panel.close')} onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </Stack>
  );
}
