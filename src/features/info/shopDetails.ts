/*
 * The shop's contacts and branches are its settings (features/settings/api.ts, set by an ADMIN in the back office);
 * what is left here is how the information pages link to them.
 */

/** A Yandex Maps search for a branch's address (its Russian one, as Yandex spells Tashkent's streets best). */
export function mapLink(address: string): string {
  return `https://yandex.uz/maps/?text=${encodeURIComponent(address)}`;
}
