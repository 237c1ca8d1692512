import { lazy, Suspense, useEffect, useState, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';
import { SmallHeader } from './SmallHeader';
import { TextsGate } from '../../components/TextsGate';
import { whenPageSettled } from '../../components/whenPageSettled';
import { WideHeader } from './WideHeader';
import { ThemeScope } from '../../components/theme/ThemeScope';
import styles from './Header.module.css';

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

type HeaderProps = { wide: boolean; onOpenAccount: () => void };

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

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {wide ? <WideHeader onOpenSearch={openSearch} onOpenAccount={onOpenAccount} /> : <SmallHeader onOpenSearch={openSearch} />}
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
