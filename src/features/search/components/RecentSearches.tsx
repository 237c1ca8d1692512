import { Box, Button, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { searchHistoryCleared, searchRemoved, selectSearchHistory } from '../searchHistorySlice';

/** With an empty input, the overlay lists the recent searches; one tap searches again. */
export function RecentSearches({ onPick }: { onPick: (text: string) => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const entries = useAppSelector(selectSearchHistory);

  if (entries.length === 0) {
    return <Typography sx={{ color: 'text.secondary', fontSize: 15, py: 3, textAlign: 'center' }}>{t('search.recentEmpty')}</Typography>;
  }
  return (
    <Box component="section" aria-labelledby="recent-searches-heading">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography id="recent-searches-heading" component="h2" sx={{ fontSize: 15, fontWeight: 700 }}>
          {t('search.recent')}
        </Typography>
        <Button size="small" onClick={() => dispatch(searchHistoryCleared())} sx={{ color: 'text.secondary', px: 1 }}>
          {t('search.clearRecent')}
        </Button>
      </Stack>
      <List disablePadding>
        {entries.map((entry) => (
          <ListItem
            key={entry}
            disablePadding
            secondaryAction={
              <IconButton edge="end" aria-label={t('search.removeRecent', { text: entry })} onClick={() => dispatch(searchRemoved(entry))}>
                <CloseIcon fontSize="small" />
              </IconButton>
            }
          >
            <ListItemButton onClick={() => onPick(entry)} sx={{ borderRadius: 1, pl: 1 }}>
              <ListItemIcon sx={{ minWidth: 36, color: 'text.secondary' }}>
                <HistoryIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={entry} slotProps={{ primary: { noWrap: true } }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
