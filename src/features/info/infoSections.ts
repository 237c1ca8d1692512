/** One titled part of an information page: paragraphs, a list, or both (info.json `<topic>.sections`). */
export type InfoSection = { id: string; heading: string; paragraphs: string[]; items: string[] };

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** The sections as i18next returns them (an object by id), checked at run time rather than cast. */
export function toInfoSections(value: unknown): InfoSection[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([id, section]: [string, unknown]) => {
    if (typeof section !== 'object' || section === null || !('heading' in section) || typeof section.heading !== 'string') return [];
    return [{
      id,
      heading: section.heading,
      paragraphs: strings('paragraphs' in section ? section.paragraphs : undefined),
      items: strings('items' in section ? section.items : undefined),
    }];
  });
}
