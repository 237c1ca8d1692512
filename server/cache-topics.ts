import { forgetCatalogueHere } from './catalogue/cache';
import { forgetVocabularyHere } from './catalogue/products/vocabulary';
import type { CacheForgetters } from './shared/cache-sync';

/**
 * What each cache invalidation topic clears in this server's memory, handed to the Redis cache sync
 * (server/shared/cache-sync.ts) by the app: the sync carries topics, the domains own what they clear, and shared/
 * stays free of the domains. The vocabulary's owner also clears the catalogue, as invalidateSearchVocabulary does,
 * so forgetting the vocabulary forgets everything kept.
 */
export const CACHE_FORGETTERS: CacheForgetters = {
  topics: { catalogue: forgetCatalogueHere, vocabulary: forgetVocabularyHere },
  everything: forgetVocabularyHere,
};
