import { lazy, Suspense, useEffect, useState, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { searchFieldScrollThreshold, SmallHeader } from './SmallHeader';
import { TextsGate } from '../../components/TextsGate';
import { useScrolledPast } from '../../components/useScrolledPast';
import { whenPageSettled } from '../../components/whenPageSettled';
import { WideHeader } from './WideHeader';
import { ThemeScope } from '../../components/theme/ThemeScope';
import styles from './Header.module.css';
import { ForScreen } from './ForScreen';

/*
 * The search overlay opens on a click, never at first paint, so it is its own chunk: fetched when the browser is
 * idle after the page has loaded and settled, and only waited for when someone opens it sooner than that.
 */
type SearchOverlayProps = ComponentProps<typeof import('../../features/search/SearchOverlay').SearchOverlay>;
type SearchOverlayComponent = ComponentType<SearchOverlayProps> | LazyExoticComponent<ComponentType<SearchOverlayProps>>;
let loadedSearchOverlay: ComponentType<SearchOverlayProps> | undefined;
const loadSearchOverlay = () =>
  import(/* webpackChunkName: "search-overlay" */ '../../features/search/SearchOverlay').then(({ SearchOverlay }) => {
    loadedSearchOverlay = SearchOverlay;
    return SearchOverlay;
  });
const LazySearchOverlay = lazy(async () => ({ default: await loadSearchOverlay() }));

/** `null`: the screen is not known yet (the server's drawing and its hydration): both layouts, CSS shows the one that fits. */
type HeaderProps = { wide: boolean | null; onOpenAccount: () => void };

/** The sticky header; both layouts open the same search overlay. */
export function Header({ wide, onOpenAccount }: HeaderProps) {
  const [searchOpen, setSearchOpen] = useState(false);
  // Chosen at the first opening and kept, so the overlay is never remounted as another component (and its
  // closing transition still runs): the loaded one when it is there, else the lazy one that waits for it.
  const [SearchOverlay, setSearchOverlay] = useState<SearchOverlayComponent | null>(null);
  const openSearch = () => {
    setSearchOverlay((current: SearchOverlayComponent | null) => current ?? loadedSearchOverlay ?? LazySearchOverlay);
    setSearchOpen(true);
  };
  useEffect(() => whenPageSettled(() => void loadSearchOverlay()), []);
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(searchFieldScrollThreshold);
  const fieldPage = wide !== true && pathname === '/';
  // Folded, the field's row stays as room under the header: the page below does not move up as the header
  // shrinks, so the scroll position (and with it the fold) does not jump back across the threshold.
  const keepFieldRoom = fieldPage && scrolled;

  return (
    <header className={keepFieldRoom ? `${styles.header} ${styles.keepFieldRoom}` : styles.header}>
      <div className={styles.inner}>
        {wide !== false && (
          <ForScreen wide={wide} screen="wide">
            <WideHeader onOpenSearch={openSearch} onOpenAccount={onOpenAccount} />
          </ForScreen>
        )}
        {wide !== true && (
          <ForScreen wide={wide} screen="narrow">
            <SmallHeader onOpenSearch={openSearch} showField={fieldPage && !scrolled} />
          </ForScreen>
        )}
      </div>
      {SearchOverlay && (
        <Suspense fallback={null}>
          <TextsGate>
            <ThemeScope>
              <SearchOverlay open={searchOpen} onClose={() => setSearchOpen(false)} />
            </ThemeScope>
          </TextsGate>
        </Suspense>
      )}
    </header>
  );
}
