import {
  birthDateError,
  codeError,
  hasFieldErrors,
  loginPasswordError,
  nameError,
  newPasswordError,
  normalizePhone,
  phoneError,
  todayInTashkent,
  validateDetails,
  validateLogin,
  validateReset,
} from './accountValidation';

describe('phone numbers', () => {
  it('accepts +998 followed by exactly 9 digits, however it is spaced', () => {
    expect(phoneError('+998901234567')).toBeUndefined();
    expect(phoneError('+998 90 123-45-67')).toBeUndefined();
    expect(phoneError('+998 (90) 123 45 67')).toBeUndefined();
    expect(normalizePhone(' +998 (90) 123-45-67 ')).toBe('+998901234567');
  });

  it('refuses the bare prefix, wrong lengths, other countries and letters', () => {
    for (const phone of ['', '+998', '+99890123456', '+9989012345678', '998901234567', '+7901234567', '+99890123456a']) {
      expect(phoneError(phone)).toBe('phoneInvalid');
    }
  });
});

describe('verification codes', () => {
  it('are exactly 4 digits', () => {
    expect(codeError('0420')).toBeUndefined();
    expect(codeError(' 0420 ')).toBeUndefined();
    for (const code of ['', '123', '12345', '12a4', '١٢٣٤']) expect(codeError(code)).toBe('codeInvalid');
  });
});

describe('passwords', () => {
  it('needs only something to sign in with', () => {
    expect(loginPasswordError('')).toBe('passwordRequired');
    expect(loginPasswordError('abc')).toBeUndefined();
  });

  it('needs at least 6 and at most 128 characters when chosen', () => {
    expect(newPasswordError('')).toBe('passwordRequired');
    expect(newPasswordError('12345')).toBe('passwordTooShort');
    expect(newPasswordError('123456')).toBeUndefined();
    expect(newPasswordError('x'.repeat(128))).toBeUndefined();
    expect(newPasswordError('x'.repeat(129))).toBe('passwordTooLong');
  });
});

describe('names and birth dates', () => {
  it('needs a name that is not blank and not over 100 characters', () => {
    expect(nameError('   ')).toBe('nameRequired');
    expect(nameError(' Malika ')).toBeUndefined();
    expect(nameError('x'.repeat(101))).toBe('nameTooLong');
  });

  it('needs a real past date from 1900 on', () => {
    const today = '2026-11-22';
    expect(birthDateError('', today)).toBe('birthDateRequired');
    expect(birthDateError('1995-02-30', today)).toBe('birthDateInvalid');
    expect(birthDateError('17.05.1995', today)).toBe('birthDateInvalid');
    expect(birthDateError('2026-11-23', today)).toBe('birthDateInFuture');
    expect(birthDateError('2026-11-22', today)).toBeUndefined();
    expect(birthDateError('1899-12-31', today)).toBe('birthDateTooEarly');
    expect(birthDateError('1900-01-01', today)).toBeUndefined();
  });

  it('counts today in Tashkent time, like the server', () => {
    expect(todayInTashkent(new Date('2026-11-21T18:59:59Z'))).toBe('2026-11-21');
    expect(todayInTashkent(new Date('2026-11-21T19:00:00Z'))).toBe('2026-11-22');
  });
});

describe('whole forms', () => {
  it('lists every wrong field of the login form', () => {
    expect(validateLogin({ phoneNumber: '+998', password: '' })).toEqual({ phoneNumber: 'phoneInvalid', password: 'passwordRequired' });
    expect(hasFieldErrors(validateLogin({ phoneNumber: '+998901234567', password: 'x' }))).toBe(false);
  });

  it('checks every sign-up detail, gender included', () => {
    expect(validateDetails({ fullName: '', birthDate: '', password: '1', gender: 'male' }, '2026-11-22')).toEqual({
      fullName: 'nameRequired',
      birthDate: 'birthDateRequired',
      password: 'passwordTooShort',
      gender: 'genderRequired',
    });
    expect(validateDetails({ fullName: 'Aziz', birthDate: '1990-01-31', password: 'secret1', gender: 'Erkak' }, '2026-11-22')).toEqual({});
  });

  it('wants the new password twice, the same, and the code', () => {
    expect(validateReset({ newPassword: 'newpass1', confirmPassword: 'newpass2', verifyCode: '1234' })).toEqual({
      confirmPassword: 'passwordsDiffer',
    });
    // A too-short password is the one problem worth naming; the mismatch would only add noise.
    expect(validateReset({ newPassword: '123', confirmPassword: '', verifyCode: '' })).toEqual({
      newPassword: 'passwordTooShort',
      verifyCode: 'codeInvalid',
    });
    expect(validateReset({ newPassword: 'newpass1', confirmPassword: 'newpass1', verifyCode: '1234' })).toEqual({});
  });
});
