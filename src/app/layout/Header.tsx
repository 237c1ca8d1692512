import { useState } from 'react';
import { AppBar, Container } from '@mui/material';
import { SearchOverlay } from '../../features/search/SearchOverlay';
import { SmallHeader } from './SmallHeader';
import { WideHeader } from './WideHeader';

type HeaderProps = { wide: boolean; onOpenAccount: () => void };

/** The sticky header; both layouts open the same search overlay. */
export function Header({ wide, onOpenAccount }: HeaderProps) {
  const [searchOpen, setSearchOpen] = useState(false);
  const openSearch = () => setSearchOpen(true);

  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" disableGutters>
        {wide ? <WideHeader onOpenSearch={openSearch} onOpenAccount={onOpenAccount} /> : <SmallHeader onOpenSearch={openSearch} />}
      </Container>
      <SearchOverlay open={searchOpen} onClose={() => setSearchOpen(false)} />
    </AppBar>
  );
}
