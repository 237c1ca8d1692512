/** "+998901234567" -> "+998 90 123 45 67", the way Uzbek numbers are written; anything else as it is. */
export function formatPhone(phoneNumber: string): string {
  const match = /^\+998(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(phoneNumber);
  return match ? `+998 ${match[1]} ${match[2]} ${match[3]} ${match[4]}` : phoneNumber;
}
