import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isKnownTier } from './tierProgress';

/** The tier's name in the interface language; a tier the shop adds later keeps the server's name. */
export function useTierName(): (name: string) => string {
  const { t } = useTranslation();
  return useCallback((name: string) => (isKnownTier(name) ? t(`profile.status.tiers.${name}`) : name), [t]);
}
