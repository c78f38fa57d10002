import { loginForm, passwordChangeForm, profileIdentityForm, registerForm } from './account-forms';

/** Each field's messages, as react-hook-form's resolver reads them (the first per field is shown). */
function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const messages: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (messages[issue.path.join('.')] ??= []).push(issue.message);
  return messages;
}

const registration = {
  username: 'rin',
  email: 'rin@example.test',
  displayName: 'Rin',
  password: 'Secret12',
  confirmPassword: 'Secret12',
  makeProfilePublic: true,
};

describe('the account forms', () => {
  describe('registerForm', () => {
    it('passes a complete registration', () => {
      expect(registerForm.safeParse(registration).success).toBe(true);
    });

    it("gives every empty field spec §5's message, on that field", () => {
      const empty = { username: '', email: '', displayName: '', password: '', confirmPassword: '' };
      expect(messagesOf(registerForm.safeParse(empty))).toEqual({
        username: ['Username is required'],
        email: ['Email is required'],
        displayName: ['Display name is required'],
        password: ['Password must be at least 6 characters long'],
      });
    });

    it("checks the email's shape, the username's length and the confirmation", () => {
      const result = registerForm.safeParse({
        ...registration,
        username: 'ri',
        email: 'rin@example',
        confirmPassword: 'Secret13',
      });
      expect(messagesOf(result)).toEqual({
        username: ['Username must be at least 3 characters'],
        email: ['Please enter a valid email address'],
        confirmPassword: ['Passwords do not match'],
      });
    });

    it("is the server's body: a field it does not take is refused with its message", () => {
      expect(messagesOf(registerForm.safeParse({ ...registration, isAdmin: true }))).toEqual({
        '': ['Unknown field: isAdmin.'],
      });
    });
  });

  describe('loginForm', () => {
    it.each([
      ['a blank email', { email: '  ', password: 'Secret12' }, 'email'],
      ['an empty password', { email: 'rin@example.test', password: '' }, 'password'],
    ])('refuses %s', (_case, login, field) => {
      expect(Object.keys(messagesOf(loginForm.safeParse(login)))).toEqual([field]);
    });

    it('passes a filled email and password', () => {
      expect(loginForm.safeParse({ email: 'rin@example.test', password: 'x' }).success).toBe(true);
    });
  });

  describe('passwordChangeForm', () => {
    it('requires the current password in the words it is given, and checks the new one by spec §5', () => {
      const result = passwordChangeForm('Introduce tu contraseña actual.').safeParse({
        currentPassword: '',
        newPassword: 'swordfish',
        confirmPassword: 'Swordfish',
      });
      expect(messagesOf(result)).toEqual({
        currentPassword: ['Introduce tu contraseña actual.'],
        newPassword: ['Password must contain at least one uppercase letter'],
        confirmPassword: ['Passwords do not match'],
      });
    });
  });

  describe('profileIdentityForm', () => {
    it.each([
      ['  ', 'Display name is required'],
      ['x'.repeat(51), 'Display name must be at most 50 characters'],
    ])('refuses the display name %j', (displayName, message) => {
      expect(messagesOf(profileIdentityForm.safeParse({ displayName, isPublic: true }))).toEqual({
        displayName: [message],
      });
    });

    it('passes a name and the public flag', () => {
      expect(profileIdentityForm.safeParse({ displayName: 'Rin', isPublic: false }).success).toBe(true);
    });
  });
});
