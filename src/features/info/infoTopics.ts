/** The shop's information pages; each is also its address (/about, /terms, ...). */
export const infoTopics = ['about', 'terms', 'branches', 'contact', 'privacy'] as const;
export type InfoTopic = (typeof infoTopics)[number];
