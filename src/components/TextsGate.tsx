import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureAllTexts } from '../i18n/loadTexts';

/**
 * Renders `children` once i18n has every text of the current language, suspending (to the nearest Suspense
 * fallback) while the rest arrives. The first load carries only the shell's and the catalogue's texts
 * (i18n/texts.ts); other pages and the pop-ups wait here instead of showing keys.
 */
export function TextsGate({ children, needed = true }: { children: ReactNode; needed?: boolean }) {
  const { i18n } = useTranslation();
  const pending = needed ? ensureAllTexts(i18n) : null;
  if (pending) use(pending);
  return children;
}
