import type { ReactNode } from 'react';
import { bottomBarHeight } from '../../components/bottomBarHeight';
import { useHydrated } from '../../components/useHydrated';
import { useIsWideScreen } from '../../components/useIsWideScreen';
import { BottomBar } from './BottomBar';
import { ForScreen } from './ForScreen';
import { Header } from './Header';
import styles from './AppLayout.module.css';

type LayoutFrameProps = {
  onOpenAccount: () => void;
  /** Before the header: the skip link. */
  skipLink: ReactNode;
  /** The page and its footer. */
  children: ReactNode;
  /** After the bottom bar: what pops up over the page. */
  overlays: ReactNode;
};

/**
 * The layout's frame: the header and, on narrow screens, the bottom bar, as the screen's width asks. The width is not
 * known while the server draws the page nor while it hydrates (both layouts then, the stylesheet picks); once it is,
 * the frame draws again at once, and only the frame: the page and the overlays come in as elements made by the
 * layout, the same ones, so React leaves them alone instead of drawing the whole page again in one long task.
 */
export function LayoutFrame({ onOpenAccount, skipLink, children, overlays }: LayoutFrameProps) {
  const hydrated = useHydrated();
  const wideScreen = useIsWideScreen();
  const wide = hydrated ? wideScreen : null;
  return (
    <div
      // Room under the footer so the fixed bottom bar never covers its last lines (on narrow screens, by the stylesheet
      // while the screen is not known).
      className={wide === null ? `${styles.layout} ${styles.roomForBottomBar}` : styles.layout}
      style={wide === false ? { paddingBottom: `calc(${bottomBarHeight}px + var(--miniapp-inset-bottom, env(safe-area-inset-bottom)))` } : undefined}
    >
      {skipLink}
      <Header wide={wide} onOpenAccount={onOpenAccount} />
      {children}
      {wide !== true && (
        <ForScreen wide={wide} screen="narrow">
          <BottomBar onOpenAccount={onOpenAccount} />
        </ForScreen>
      )}
      {overlays}
    </div>
  );
}
