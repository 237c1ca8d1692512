import type { ReactNode } from 'react';
import styles from './ForScreen.module.css';

type ForScreenProps = {
  /** Whether the screen is wide (useIsWideScreen), or null while that is not known (the server's drawing, hydration). */
  wide: boolean | null;
  /** The screens `children` are for. */
  screen: 'wide' | 'narrow';
  children: ReactNode;
};

/**
 * A part of the layout made for wide or narrow screens. A page the server drew carries both (it cannot know the
 * screen) and the stylesheet shows the one that fits, until hydration is done and the other is dropped: a wide screen
 * never shows the phone's header first. The wrapper stays, so the part kept is not drawn again.
 */
export function ForScreen({ wide, screen, children }: ForScreenProps) {
  const className = wide === null ? (screen === 'wide' ? styles.wideOnly : styles.narrowOnly) : styles.always;
  return <div className={className}>{children}</div>;
}
