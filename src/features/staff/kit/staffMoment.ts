/** A moment as the staff read it: day, month, year and time, in the interface language's style. */
export function staffMoment(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'ru' ? 'ru-RU' : 'uz-Latn-UZ', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}
