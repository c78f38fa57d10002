import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_HINT } from '@tracker/domain';

import { failure, ok } from '../../../testing/envelope';
import { useSession } from '../hooks/use-session';
import { OPEN_AUTH_MODAL_EVENT, openAuthModal } from '../open-auth-modal';
import { buildAccountUser, buildSession } from '../testing/account-factory';
import { mockApi, sessionRoute } from '../testing/mock-api';
import { renderWithSession } from '../testing/render-with-session';
import { AuthModal } from './auth-modal';

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);
const button = (name: string) => within(dialog()).getByRole('button', { name });

function renderModal() {
  renderWithSession(<AuthModal />);
}

/** Opens the modal and waits for its dialog, a chunk of its own. */
async function open(mode?: 'login' | 'register') {
  act(() => openAuthModal(mode));
  await screen.findByRole('dialog');
}

async function fillRegistration(values: Partial<Record<string, string>> = {}) {
  const form = {
    Username: 'rin',
    'Email Address': 'rin@example.test',
    'Display Name': 'Rin',
    Password: 'Secret12',
    'Confirm Password': 'Secret12',
    ...values,
  };
  for (const [label, value] of Object.entries(form)) if (value) await userEvent.type(field(label), value);
}

/** A reply the test releases, to look at the busy state in between. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('AuthModal', () => {
  afterEach(() => localStorage.clear());

  describe('opening and closing', () => {
    it('stays closed until the openAuthModal event, then opens labelled in login mode by default', async () => {
      renderModal();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await open();

      expect(dialog()).toHaveAttribute('aria-modal', 'true');
      expect(dialog()).toHaveAccessibleName('Sign in to your account');
      expect(field('Email Address')).toHaveFocus();
    });

    it('opens in the mode the event asks for, as { mode } or a bare string', async () => {
      renderModal();

      await open('register');
      expect(dialog()).toHaveAccessibleName('Create your account');

      act(() => {
        window.dispatchEvent(new CustomEvent(OPEN_AUTH_MODAL_EVENT, { detail: 'login' }));
      });
      expect(dialog()).toHaveAccessibleName('Sign in to your account');
    });

    it('closes with the close button, Escape, or a click on the backdrop but not inside', async () => {
      renderModal();

      await open();
      await userEvent.click(button('Close'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await open();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await open();
      await userEvent.click(field('Password'));
      expect(dialog()).toBeInTheDocument();
      await userEvent.click(screen.getByTestId('auth-modal-backdrop'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('keeps the page behind from scrolling while open', async () => {
      renderModal();

      await open();
      expect(document.body.style.overflow).toBe('hidden');
      await userEvent.keyboard('{Escape}');
      expect(document.body.style.overflow).toBe('');
    });

    it('stays closed for someone already signed in', async () => {
      localStorage.setItem('authToken', 'token-1');
      mockApi(sessionRoute(buildAccountUser()));
      const SignedInName = () => <p>{useSession().user?.username}</p>;
      renderWithSession(
        <>
          <AuthModal />
          <SignedInName />
        </>,
      );
      await screen.findByText('rin');

      act(() => openAuthModal('login'));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('keeps Tab and Shift+Tab inside the dialog', async () => {
      renderModal();
      await open();

      button('Close').focus();
      await userEvent.tab({ shift: true });
      expect(button('Create one here')).toHaveFocus();
      await userEvent.tab();
      expect(button('Close')).toHaveFocus();
    });

    it('switches modes with the links', async () => {
      renderModal();
      await open('login');

      await userEvent.click(button('Create one here'));
      expect(dialog()).toHaveAccessibleName('Create your account');
      await userEvent.click(button('Sign in here'));
      expect(dialog()).toHaveAccessibleName('Sign in to your account');
    });
  });

  describe('login mode', () => {
    it('disables Sign In until both fields are filled', async () => {
      renderModal();
      await open('login');

      expect(button('Sign In')).toBeDisabled();
      await userEvent.type(field('Email Address'), 'rin@example.test');
      expect(button('Sign In')).toBeDisabled();
      await userEvent.type(field('Password'), 'Secret12');
      expect(button('Sign In')).toBeEnabled();
    });

    it("reads 'Signing In...' and stays disabled while busy, stores the token and closes on success", async () => {
      const reply = deferred<{ body: unknown }>();
      const api = mockApi({ 'POST /api/auth/login': () => reply.promise });
      renderModal();
      await open('login');

      await userEvent.type(field('Email Address'), ' rin@example.test ');
      await userEvent.type(field('Password'), 'Secret12');
      await userEvent.click(button('Sign In'));

      expect(button('Signing In...')).toBeDisabled();
      expect(api.calls('POST /api/auth/login')[0]?.body).toEqual({
        email: 'rin@example.test',
        password: 'Secret12',
      });
      await act(async () => reply.resolve({ body: ok(buildSession({}, 'token-login')) }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(localStorage.getItem('authToken')).toBe('token-login');
    });

    it.each([
      [
        'a wrong email or password (401)',
        { status: 401, body: failure('Nope') },
        'Invalid email or password. Please try again.',
      ],
      [
        "the server's message for a 429",
        { status: 429, body: failure('Too many login attempts. Please try again in a minute.') },
        'Too many login attempts. Please try again in a minute.',
      ],
      ['a failure without a message', { status: 500, body: '<html>oops</html>' }, 'Login failed'],
    ])('shows the spec message for %s, and clears it on edit', async (_case, reply, message) => {
      mockApi({ 'POST /api/auth/login': reply });
      renderModal();
      await open('login');

      await userEvent.type(field('Email Address'), 'rin@example.test');
      await userEvent.type(field('Password'), 'Secret12');
      await userEvent.click(button('Sign In'));

      expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message);
      expect(button('Sign In')).toBeEnabled();
      await userEvent.type(field('Password'), '3');
      expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    });

    it("shows 'Login failed. Please try again.' when the request itself fails", async () => {
      globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
      renderModal();
      await open('login');

      await userEvent.type(field('Email Address'), 'rin@example.test');
      await userEvent.type(field('Password'), 'Secret12');
      await userEvent.click(button('Sign In'));

      expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
    });
  });

  describe('register mode', () => {
    it('has every field, the password hint and the public checkbox on by default', async () => {
      renderModal();
      await open('register');

      for (const label of ['Username', 'Email Address', 'Display Name', 'Password', 'Confirm Password'])
        expect(field(label)).toBeInTheDocument();
      expect(field('Password')).toHaveAccessibleDescription(PASSWORD_HINT);
      expect(within(dialog()).getByText(PASSWORD_HINT)).toBeInTheDocument();
      expect(within(dialog()).getByRole('checkbox', { name: 'Make my profile public' })).toBeChecked();
      expect(button('Create Account')).toBeEnabled();
    });

    it('shows each required message on an empty submit and focuses the first field in error', async () => {
      const api = mockApi({});
      renderModal();
      await open('register');

      await userEvent.click(button('Create Account'));

      expect(field('Username')).toHaveAccessibleDescription('Username is required');
      expect(field('Email Address')).toHaveAccessibleDescription('Email is required');
      expect(field('Display Name')).toHaveAccessibleDescription('Display name is required');
      expect(field('Password')).toHaveAccessibleDescription(
        `${PASSWORD_HINT} Password must be at least 6 characters long`,
      );
      expect(field('Username')).toHaveFocus();
      expect(api.requests).toHaveLength(0);
    });

    it('shows only the first failing password message, in the spec order', async () => {
      renderModal();
      await open('register');
      const passwordError = () => within(dialog()).getByText(/^Password must/).textContent;
      const submitPassword = async (password: string) => {
        await userEvent.clear(field('Password'));
        await userEvent.type(field('Password'), password);
        await userEvent.click(button('Create Account'));
      };

      await submitPassword('abc');
      expect(passwordError()).toBe('Password must be at least 6 characters long');
      await submitPassword('ABCDEFG');
      expect(passwordError()).toBe('Password must contain at least one lowercase letter');
      await submitPassword('abcdefg');
      expect(passwordError()).toBe('Password must contain at least one uppercase letter');
      await submitPassword('Abcdefg');
      expect(passwordError()).toBe('Password must contain at least one number');
    });

    it('checks the email shape, username length and the confirmation', async () => {
      renderModal();
      await open('register');

      await fillRegistration({
        Username: 'ri',
        'Email Address': 'rin@example',
        'Confirm Password': 'Secret13',
      });
      await userEvent.click(button('Create Account'));

      expect(within(dialog()).getByText('Username must be at least 3 characters')).toBeInTheDocument();
      expect(within(dialog()).getByText('Please enter a valid email address')).toBeInTheDocument();
      expect(within(dialog()).getByText('Passwords do not match')).toBeInTheDocument();
    });

    it("clears a field's error when that field is edited, leaving the others", async () => {
      renderModal();
      await open('register');
      await userEvent.click(button('Create Account'));

      await userEvent.type(field('Username'), 'r');

      expect(within(dialog()).queryByText('Username is required')).not.toBeInTheDocument();
      expect(within(dialog()).getByText('Email is required')).toBeInTheDocument();
    });

    it("sends the form with the public flag, reads 'Creating Account...' while busy and closes when done", async () => {
      const reply = deferred<{ body: unknown }>();
      const api = mockApi({ 'POST /api/auth/register': () => reply.promise });
      renderModal();
      await open('register');

      await fillRegistration();
      await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Make my profile public' }));
      await userEvent.click(button('Create Account'));

      expect(button('Creating Account...')).toBeDisabled();
      expect(api.calls('POST /api/auth/register')[0]?.body).toEqual({
        username: 'rin',
        email: 'rin@example.test',
        displayName: 'Rin',
        password: 'Secret12',
        confirmPassword: 'Secret12',
        makeProfilePublic: false,
      });
      await act(async () => reply.resolve({ body: ok(buildSession({}, 'token-register')) }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(localStorage.getItem('authToken')).toBe('token-register');
    });

    it.each([
      [
        "the server's message (409)",
        { status: 409, body: failure('That username is already taken.') },
        'That username is already taken.',
      ],
      [
        'a 4xx without a message',
        { status: 400, body: '' },
        'Registration failed. Please check your information and try again.',
      ],
      ['a 5xx without a message', { status: 500, body: '' }, 'Registration failed'],
    ])('shows %s', async (_case, reply, message) => {
      mockApi({ 'POST /api/auth/register': reply });
      renderModal();
      await open('register');

      await fillRegistration();
      await userEvent.click(button('Create Account'));

      expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message);
      expect(button('Create Account')).toBeEnabled();
    });

    it("clears the server's message when a field is edited, and checks the fields again on the next submit", async () => {
      mockApi({
        'POST /api/auth/register': { status: 409, body: failure('That username is already taken.') },
      });
      renderModal();
      await open('register');
      await fillRegistration();
      await userEvent.click(button('Create Account'));
      expect(await within(dialog()).findByRole('alert')).toHaveTextContent('That username is already taken.');

      await userEvent.clear(field('Username'));
      expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
      await userEvent.click(button('Create Account'));

      expect(field('Username')).toHaveAccessibleDescription('Username is required');
      expect(field('Username')).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    });

    it("shows 'Registration failed. Please try again.' when the request itself fails", async () => {
      globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
      renderModal();
      await open('register');

      await fillRegistration();
      await userEvent.click(button('Create Account'));

      expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
        'Registration failed. Please try again.',
      );
    });
  });
});
