import {
  confirmPasswordError,
  displayNameError,
  emailError,
  passwordError,
  usernameError,
} from '@tracker/domain';
import i18next from 'i18next';

import { translateProblem } from './account-messages';

const DOMAIN_MESSAGES = [
  usernameError(''),
  usernameError('ab'),
  usernameError('a'.repeat(31)),
  usernameError('a b c'),
  emailError(''),
  emailError('not an email'),
  displayNameError(''),
  displayNameError('n'.repeat(51)),
  passwordError('Ab1'),
  passwordError(`Ab1${'x'.repeat(130)}`),
  passwordError('ABCDEF1'),
  passwordError('abcdef1'),
  passwordError('Abcdefg'),
  confirmPasswordError('Abcdef1', 'Abcdef2'),
].map((message) => message!);

describe('translateProblem', () => {
  it("gives each of the domain's problems in Spanish", () => {
    const t = i18next.getFixedT('es', 'auth');

    const translated = DOMAIN_MESSAGES.map((message) => translateProblem(t, message));

    expect(translated.filter((message, index) => message === DOMAIN_MESSAGES[index])).toEqual([]);
    expect(translateProblem(t, 'Passwords do not match')).toBe('Las contraseñas no coinciden');
  });

  it('keeps them as the domain words them in English', () => {
    const t = i18next.getFixedT('en', 'auth');

    expect(DOMAIN_MESSAGES.map((message) => translateProblem(t, message))).toEqual(DOMAIN_MESSAGES);
  });

  it("passes on a message it does not know, such as the server's own", () => {
    expect(translateProblem(i18next.getFixedT('es', 'auth'), 'Email already registered')).toBe(
      'Email already registered',
    );
  });
});
