/**
 * How a review names its author in public: the first name and the surname's initial ("Dilnoza K."), so a
 * shopper's full name is never shown next to what they bought.
 */
export function shortAuthorName(fullName: string): string {
  const [first, second] = fullName.trim().split(/\s+/u);
  if (!first) return '';
  // The first code point, so a surname starting with a letter outside the BMP keeps a whole letter.
  const initial = second ? Array.from(second)[0] : undefined;
  return initial ? `${first} ${initial.toLocaleUpperCase()}.` : first;
}
