import uz from '../../i18n/uz/profile.json';
import ru from '../../i18n/ru/profile.json';
import { passwordProblems, serverPasswordProblems, validatePasswordChange } from './passwordRules';

const valid = { oldPassword: 'libos123', newPassword: 'yangi-parol', confirmPassword: 'yangi-parol' };

describe('validatePasswordChange', () => {
  it('accepts the current password and a matching new one of at least 6 characters', () => {
    expect(validatePasswordChange(valid)).toEqual({});
    expect(validatePasswordChange({ ...valid, newPassword: '123456', confirmPassword: '123456' })).toEqual({});
  });

  it('asks for every empty field at once', () => {
    expect(validatePasswordChange({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      oldPassword: 'currentRequired',
      newPassword: 'newRequired',
      confirmPassword: 'confirmRequired',
    });
  });

  it('wants at least 6 characters in the new password', () => {
    expect(validatePasswordChange({ ...valid, newPassword: '12345', confirmPassword: '12345' })).toEqual({ newPassword: 'tooShort' });
  });

  it('says when the confirmation differs from the new password', () => {
    expect(validatePasswordChange({ ...valid, confirmPassword: 'yangi-paro1' })).toEqual({ confirmPassword: 'mismatch' });
  });

  it('keeps the old password out of the length rule (an old account may have a shorter one)', () => {
    expect(validatePasswordChange({ ...valid, oldPassword: 'abc' })).toEqual({});
  });
});

describe('serverPasswordProblems', () => {
  it('reads 409 WRONG_PASSWORD as a wrong current password', () => {
    expect(serverPasswordProblems({ status: 409, code: 'WRONG_PASSWORD' })).toEqual({ oldPassword: 'currentWrong' });
  });

  it('leaves other failures to the generic toast', () => {
    expect(serverPasswordProblems({ status: 'network' })).toEqual({});
    expect(serverPasswordProblems({ status: 400, code: 'VALIDATION' })).toEqual({});
  });
});

describe('the six password messages', () => {
  it('are translated into Uzbek and Russian', () => {
    expect(passwordProblems.map((problem) => uz.password.problems[problem])).toEqual([
      'Joriy parol noto‘g‘ri',
      'Joriy parolni kiriting',
      'Yangi parolni kiriting',
      'Yangi parolni tasdiqlang',
      'Parol kamida 6 ta belgidan iborat bo‘lishi kerak',
      'Parollar mos kelmadi',
    ]);
    expect(passwordProblems.map((problem) => ru.password.problems[problem])).toEqual([
      'Текущий пароль неверен',
      'Введите текущий пароль',
      'Введите новый пароль',
      'Подтвердите новый пароль',
      'Пароль должен содержать не менее 6 символов',
      'Пароли не совпадают',
    ]);
  });
});
