import { Box, Button, Stack, Toolbar } from '@mui/material';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LocalMallOutlinedIcon from '@mui/icons-material/LocalMallOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../features/language/LanguageSwitch';
import { AccountButton } from './AccountButton';
import { CountIconLink } from './CountIconLink';
import { HeaderMenus } from './HeaderMenus';
import { Logo } from './Logo';
import { useShopCounts } from './useShopCounts';

type WideHeaderProps = { onOpenSearch: () => void; onOpenAccount: () => void };

/** SPEC §2, header on wide screens: logo, the two boards, search, favourites, cart, account, language. */
export function WideHeader({ onOpenSearch, onOpenAccount }: WideHeaderProps) {
  const { t } = useTranslation();
  const counts = useShopCounts();

  return (
    <Toolbar sx={{ gap: 3, minHeight: { md: 68 }, px: { md: 3 } }}>
      <Logo />
      <HeaderMenus />
      <Box sx={{ flexGrow: 1 }} />
      <Button
        onClick={onOpenSearch}
        aria-haspopup="dialog"
        startIcon={<SearchIcon />}
        sx={{
          color: 'text.secondary',
          bgcolor: 'background.default',
          border: 1,
          borderColor: 'divider',
          borderRadius: 999,
          justifyContent: 'flex-start',
          width: { md: 200, lg: 260 },
          fontWeight: 500,
          '&:hover': { bgcolor: 'background.default', borderColor: 'text.secondary' },
        }}
      >
        {t('layout.header.search')}
      </Button>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <CountIconLink
          to="/favorites"
          icon={<FavoriteBorderIcon />}
          count={counts.favourites}
          label={t('layout.header.favouritesCount', { count: counts.favourites })}
        />
        <CountIconLink
          to="/cart"
          icon={<LocalMallOutlinedIcon />}
          count={counts.cart}
          label={t('layout.header.cartCount', { count: counts.cart })}
        />
        <AccountButton onOpenAccount={onOpenAccount} />
      </Stack>
      <LanguageSwitch />
    </Toolbar>
  );
}
