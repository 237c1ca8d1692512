/** The accounts every fresh demo shop has; the README and the tests sign in with these. */
export const DEMO_CUSTOMER = {
  phoneNumber: '+998901234567',
  password: 'libos123',
  fullName: 'Dilnoza Karimova',
  gender: 'Ayol',
  birthDate: '1996-03-14',
} as const;

export const DEMO_STAFF = {
  phoneNumber: '+998909999999',
  password: 'admin123',
  fullName: 'Libos Admin',
  role: 'ADMIN',
} as const;
