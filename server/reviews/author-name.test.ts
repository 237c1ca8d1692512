import { shortAuthorName } from './author-name';

describe('shortAuthorName', () => {
  it.each([
    ['Dilnoza Karimova', 'Dilnoza K.'],
    ['  Ольга   Петрова ', 'Ольга П.'],
    ['Aziz', 'Aziz'],
    ['dilnoza karimova', 'dilnoza K.'],
    ['O‘tkir O‘tkirov Akmalovich', 'O‘tkir O.'],
    ['Ali 𝐁ek', 'Ali 𝐁.'],
    ['   ', ''],
  ])('%j becomes %j', (fullName, shown) => {
    expect(shortAuthorName(fullName)).toBe(shown);
  });
});
