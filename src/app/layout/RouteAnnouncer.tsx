import { useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useLocation, type Location } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import ui from '../../components/ui.module.css';
import type { AppStore } from '../store';
import { followNavigation, stopFollowing } from './routeFocus';

/** The live region's id: the browser journeys read what it said (test/e2e/focus-routes.spec.ts). */
export const pageAnnouncerId = 'page-announcer';

/**
 * On every move to another page of the shop (not the first page, which the browser announces itself), the keyboard's
 * focus goes to the new page's heading (or its main region) once it is there, and this polite live region says the
 * page's title (routeFocus.ts). `since` is the address the layout was first drawn at: the layout fetches this part
 * once the page has settled, or at the first move if that comes sooner (AppLayout.tsx), and that move counts. The
 * staff application moves its focus with its own headings (features/staff/frame/StaffHeading.tsx).
 */
export function RouteAnnouncer({ since }: { since?: Location }) {
  const { t } = useTranslation();
  const location = useLocation();
  const store = useStore() as AppStore;
  // Each announcement a new node, so the same title said twice (back to a page) is said again.
  const [said, setSaid] = useState<{ text: string; count: number } | null>(null);
  const shown = useRef(since ?? location);

  useEffect(() => {
    const previous = shown.current;
    shown.current = location;
    if (previous === location) return;
    const focusWasInMain = Boolean(document.querySelector('main')?.contains(document.activeElement));
    const announce = (title: string) => setSaid((last) => ({ text: t('layout.pageOpened', { title }), count: (last?.count ?? 0) + 1 }));
    // A later move's request, made after this one, replaces it (one place is waited for at a time).
    followNavigation({ previous, next: location, focusWasInMain, store, announce });
  }, [location, store, t]);
  useEffect(() => stopFollowing, []);

  return (
    <div id={pageAnnouncerId} aria-live="polite" aria-atomic="true" className={ui.visuallyHidden}>
      {said && <p key={said.count}>{said.text}</p>}
    </div>
  );
}
