import {
  confirmPasswordError,
  displayNameError,
  emailError,
  firstRegistrationError,
  normaliseEmail,
  passwordError,
  registrationErrors,
  usernameError,
} from './registration.js';

const validForm = {
  username: 'spike_spiegel',
  email: 'spike@bebop.test',
  displayName: 'Spike',
  password: 'Bebop1',
  confirmPassword: 'Bebop1',
};

describe('registration rules', () => {
  it.each([
    ['', 'Username is required'],
    ['   ', 'Username is required'],
    ['ab', 'Username must be at least 3 characters'],
    ['a'.repeat(31), 'Username must be at most 30 characters'],
    ['faye valentine', 'Username may contain only letters, numbers, _ and -'],
    ['jet!', 'Username may contain only letters, numbers, _ and -'],
  ])('refuses the username %p with %p', (username, message) => {
    expect(usernameError(username)).toBe(message);
  });

  it('accepts 3 to 30 letters, digits, _ and -', () => {
    for (const username of ['abc', 'Ed-1_x', 'a'.repeat(30)]) expect(usernameError(username)).toBeNull();
  });

  it.each([
    ['', 'Email is required'],
    ['spike', 'Please enter a valid email address'],
    ['spike@bebop', 'Please enter a valid email address'],
    ['spike @bebop.test', 'Please enter a valid email address'],
    [`${'a'.repeat(250)}@b.io`, 'Please enter a valid email address'],
  ])('refuses the email %p with %p', (email, message) => {
    expect(emailError(email)).toBe(message);
  });

  it('accepts an email with spaces around it and in any case, and normalises it', () => {
    expect(emailError('  Spike@Bebop.TEST ')).toBeNull();
    expect(normaliseEmail('  Spike@Bebop.TEST ')).toBe('spike@bebop.test');
  });

  it('requires a display name of at most 50 characters', () => {
    expect(displayNameError(' ')).toBe('Display name is required');
    expect(displayNameError('x'.repeat(51))).toBe('Display name must be at most 50 characters');
    expect(displayNameError('Spike Spiegel')).toBeNull();
  });

  it.each([
    ['Ab1', 'Password must be at least 6 characters long'],
    ['ABCDEF1', 'Password must contain at least one lowercase letter'],
    ['abcdef1', 'Password must contain at least one uppercase letter'],
    ['Abcdefg', 'Password must contain at least one number'],
    [`Ab1${'x'.repeat(126)}`, 'Password must be at most 128 characters long'],
  ])('refuses the password %p with the first failing message, %p', (password, message) => {
    expect(passwordError(password)).toBe(message);
  });

  it('accepts a password with a lowercase letter, an uppercase letter and a digit', () => {
    expect(passwordError('Bebop1')).toBeNull();
  });

  it('requires the confirmation to equal the password', () => {
    expect(confirmPasswordError('Bebop1', 'Bebop2')).toBe('Passwords do not match');
    expect(confirmPasswordError('Bebop1', 'Bebop1')).toBeNull();
  });

  it('reports every failing field, and the first in form order', () => {
    const form = { ...validForm, email: 'nope', password: 'short', confirmPassword: 'other' };
    expect(registrationErrors(form)).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters long',
      confirmPassword: 'Passwords do not match',
    });
    expect(firstRegistrationError(form)).toBe('Please enter a valid email address');
    expect(firstRegistrationError(validForm)).toBeNull();
  });
});
