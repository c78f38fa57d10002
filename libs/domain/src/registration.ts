/**
 * Spec §5 registration rules, shared by the auth modal and the auth-user service so both answer with the
 * same messages. The spec's client rules come first; the service adds the limits a real account needs
 * (username length and characters, length caps), with messages in the same voice.
 */

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const DISPLAY_NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 6;
/** argon2 hashes any length, but an unbounded password is a cheap way to make the server work hard. */
export const PASSWORD_MAX_LENGTH = 128;

/** Spec §2: the hint under the password field. */
export const PASSWORD_HINT = 'Must contain at least 6 characters with uppercase, lowercase, and number';

export interface RegistrationForm {
  username: string;
  email: string;
  displayName: string;
  password: string;
  confirmPassword: string;
}

export type RegistrationField = keyof RegistrationForm;

/** The order the form shows its fields in, and the order the service reports the first problem in. */
export const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'username',
  'email',
  'displayName',
  'password',
  'confirmPassword',
];

const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Spec §5: "a simple shape with an at-sign and a dot". */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Emails are compared and stored trimmed and in lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function usernameError(value: string): string | null {
  const username = value.trim();
  if (!username) return 'Username is required';
  if (username.length < USERNAME_MIN_LENGTH) return 'Username must be at least 3 characters';
  if (username.length > USERNAME_MAX_LENGTH) return 'Username must be at most 30 characters';
  if (!USERNAME_PATTERN.test(username)) return 'Username may contain only letters, numbers, _ and -';
  return null;
}

export function emailError(value: string): string | null {
  const email = normaliseEmail(value);
  if (!email) return 'Email is required';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email))
    return 'Please enter a valid email address';
  return null;
}

export function displayNameError(value: string): string | null {
  const displayName = value.trim();
  if (!displayName) return 'Display name is required';
  if (displayName.length > DISPLAY_NAME_MAX_LENGTH) return 'Display name must be at most 50 characters';
  return null;
}

/** Spec §5: only the first failing password message is shown. */
export function passwordError(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'Password must be at least 6 characters long';
  if (password.length > PASSWORD_MAX_LENGTH) return 'Password must be at most 128 characters long';
  if (!/[a-z]/.test(password)) return 'Password must contain at least one lowercase letter';
  if (!/[A-Z]/.test(password)) return 'Password must contain at least one uppercase letter';
  if (!/\d/.test(password)) return 'Password must contain at least one number';
  return null;
}

export function confirmPasswordError(password: string, confirmPassword: string): string | null {
  return password === confirmPassword ? null : 'Passwords do not match';
}

/** Every failing field with its first message; empty when the form may be sent. */
export function registrationErrors(form: RegistrationForm): Partial<Record<RegistrationField, string>> {
  const errors: Partial<Record<RegistrationField, string | null>> = {
    username: usernameError(form.username),
    email: emailError(form.email),
    displayName: displayNameError(form.displayName),
    password: passwordError(form.password),
    confirmPassword: confirmPasswordError(form.password, form.confirmPassword),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== null));
}

/** The first problem in form order, or null: what the service answers a bad registration with. */
export function firstRegistrationError(form: RegistrationForm): string | null {
  const errors = registrationErrors(form);
  const field = REGISTRATION_FIELDS.find((name) => errors[name] !== undefined);
  return field ? errors[field]! : null;
}
