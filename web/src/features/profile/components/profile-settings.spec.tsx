import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountUser, ProfileUpdate } from '@tracker/contracts';

import { failure, ok } from '../../../testing/envelope';
import { renderApp } from '../../../testing/render-app';
import { buildAccountUser } from '../../auth/testing/account-factory';
import { mockApi, type RecordedRequest, sessionRoute } from '../../auth/testing/mock-api';

const user = buildAccountUser();

/** PUT /api/auth/profile answering with the changes applied, like the service. */
function savedProfile(request: RecordedRequest) {
  const changes = request.body as ProfileUpdate;
  const preferences = { ...user.preferences, ...changes.preferences } as AccountUser['preferences'];
  return { body: ok({ user: { ...user, ...changes, preferences } }) };
}

function renderProfile(routes: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('authToken', 'token-1');
  const api = mockApi({ ...sessionRoute(user), 'PUT /api/auth/profile': savedProfile, ...routes });
  renderApp('/profile');
  return api;
}

const profileSection = () => screen.getByRole('region', { name: 'Profile' });
const preferencesSection = () => screen.getByRole('region', { name: 'Preferences' });
const imageFile = (name = 'me.png') => new File(['png bytes'], name, { type: 'image/png' });

describe('/profile', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => localStorage.clear());

  it('asks a visitor to sign in, with a button that opens the auth modal', async () => {
    mockApi({});
    renderApp('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to see your profile and settings.')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Sign in to your account');
  });

  describe('profile', () => {
    it('saves the display name and the public flag, with feedback', async () => {
      const api = renderProfile();
      const name = await within(await screen.findByRole('region', { name: 'Profile' })).findByLabelText(
        'Display name',
      );
      expect(name).toHaveValue('Rin Tohsaka');
      expect(within(profileSection()).getByRole('link', { name: 'View public profile' })).toHaveAttribute(
        'href',
        '/user/rin',
      );

      await userEvent.clear(name);
      await userEvent.type(name, 'Rin');
      await userEvent.click(
        within(profileSection()).getByRole('checkbox', { name: 'Make my profile public' }),
      );
      await userEvent.click(within(profileSection()).getByRole('button', { name: 'Save profile' }));

      expect(await within(profileSection()).findByText('Profile saved')).toBeInTheDocument();
      expect(api.calls('PUT /api/auth/profile')[0]?.body).toEqual({ displayName: 'Rin', isPublic: false });
      expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Rin' })).toBeInTheDocument();
    });

    it('refuses an empty display name with the spec message, and shows a save failure', async () => {
      const api = renderProfile({
        'PUT /api/auth/profile': { status: 400, body: failure('Display name must be at most 50 characters') },
      });
      const name = await within(await screen.findByRole('region', { name: 'Profile' })).findByLabelText(
        'Display name',
      );
      const save = () =>
        userEvent.click(within(profileSection()).getByRole('button', { name: 'Save profile' }));

      await userEvent.clear(name);
      await save();
      expect(name).toHaveAccessibleDescription('Display name is required');
      expect(api.calls('PUT /api/auth/profile')).toHaveLength(0);

      await userEvent.type(name, 'x'.repeat(20));
      expect(name).not.toHaveAccessibleDescription();
      await save();
      expect(await within(profileSection()).findByRole('alert')).toHaveTextContent(
        'Display name must be at most 50 characters',
      );
    });
  });

  describe('images', () => {
    const avatarInput = () => within(profileSection()).getByLabelText('Change avatar');

    it('uploads an avatar as multipart and shows the stored copy', async () => {
      const api = renderProfile({
        'POST /api/auth/upload-avatar': { body: ok({ avatarUrl: '/api/media/new.webp' }) },
      });
      await screen.findByRole('region', { name: 'Profile' });

      await userEvent.upload(avatarInput(), imageFile());

      await waitFor(() =>
        expect(within(profileSection()).getByRole('img', { name: 'Avatar' })).toHaveAttribute(
          'src',
          '/api/media/new.webp',
        ),
      );
      const form = api.calls('POST /api/auth/upload-avatar')[0]?.body as FormData;
      expect((form.get('avatar') as File).name).toBe('me.png');
      const headerAvatar = within(screen.getByRole('banner'))
        .getByRole('button', { name: 'Rin Tohsaka' })
        .querySelector('img');
      expect(headerAvatar).toHaveAttribute('src', '/api/media/new.webp');
    });

    it('previews the picked image while it uploads', async () => {
      let release!: () => void;
      renderProfile({
        'POST /api/auth/upload-banner': () =>
          new Promise((resolve) => {
            release = () => resolve({ body: ok({ bannerUrl: '/api/media/banner.webp' }) });
          }),
      });
      await screen.findByRole('region', { name: 'Profile' });

      await userEvent.upload(within(profileSection()).getByLabelText('Change banner'), imageFile('wide.png'));

      expect(within(profileSection()).getByRole('img', { name: 'Banner' })).toHaveAttribute(
        'src',
        'blob:preview',
      );
      expect(within(profileSection()).getByText('Uploading...')).toBeInTheDocument();
      // The upload's request goes out a few ticks after the pick: released only once it has.
      await waitFor(() => expect(release).toBeDefined());
      await act(async () => release());
      await waitFor(() =>
        expect(within(profileSection()).getByRole('img', { name: 'Banner' })).toHaveAttribute(
          'src',
          '/api/media/banner.webp',
        ),
      );
    });

    it.each([
      [
        'avatar',
        'Change avatar',
        { status: 413, body: failure('Images must be 5 MB or smaller.') },
        'Images must be 5 MB or smaller.',
      ],
      ['avatar', 'Change avatar', { status: 500, body: '' }, 'Failed to upload avatar'],
      ['banner', 'Change banner', { status: 502, body: '<html></html>' }, 'Failed to upload banner'],
    ])('shows the error of a failed %s upload (%#)', async (kind, label, reply, message) => {
      renderProfile({ [`POST /api/auth/upload-${kind}`]: reply });
      await screen.findByRole('region', { name: 'Profile' });

      await userEvent.upload(within(profileSection()).getByLabelText(label), imageFile());

      expect(await within(profileSection()).findByRole('alert')).toHaveTextContent(message);
      expect(
        within(profileSection()).queryByRole('img', { name: kind === 'avatar' ? 'Avatar' : 'Banner' }),
      ).toBeNull();
    });

    it("answers 'Not authenticated' without a call when the token is gone", async () => {
      const api = renderProfile();
      await screen.findByRole('region', { name: 'Profile' });
      localStorage.removeItem('authToken');

      await userEvent.upload(avatarInput(), imageFile());

      expect(await within(profileSection()).findByRole('alert')).toHaveTextContent('Not authenticated');
      expect(api.calls('POST /api/auth/upload-avatar')).toHaveLength(0);
    });
  });

  describe('preferences', () => {
    it('applies a theme at once and saves it', async () => {
      let release!: () => void;
      const api = renderProfile({
        'PUT /api/auth/profile': (request) =>
          new Promise((resolve) => {
            release = () => resolve(savedProfile(request));
          }),
      });
      await screen.findByRole('region', { name: 'Preferences' });
      expect(within(preferencesSection()).getByRole('radio', { name: 'Auto' })).toBeChecked();

      await userEvent.click(within(preferencesSection()).getByRole('radio', { name: 'Dark' }));

      expect(within(preferencesSection()).getByRole('radio', { name: 'Dark' })).toBeChecked();
      expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
      expect(api.calls('PUT /api/auth/profile')[0]?.body).toEqual({ preferences: { theme: 'dark' } });
      await act(async () => release());
      expect(within(preferencesSection()).getByRole('status')).toHaveTextContent('Preferences saved');
    });

    it('puts the previous theme back and says why when the save fails', async () => {
      renderProfile({ 'PUT /api/auth/profile': { status: 503, body: failure('Accounts are unavailable.') } });
      await screen.findByRole('region', { name: 'Preferences' });

      await userEvent.click(within(preferencesSection()).getByRole('radio', { name: 'Light' }));

      expect(await within(preferencesSection()).findByRole('alert')).toHaveTextContent(
        'Accounts are unavailable.',
      );
      expect(document.documentElement).toHaveAttribute('data-theme', 'auto');
      expect(within(preferencesSection()).getByRole('radio', { name: 'Auto' })).toBeChecked();
    });

    it('switches the header, menu and profile strings to Spanish', async () => {
      renderProfile();
      await screen.findByRole('region', { name: 'Preferences' });

      await userEvent.selectOptions(within(preferencesSection()).getByLabelText('Language'), 'es');

      expect(await screen.findByRole('region', { name: 'Preferencias' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Perfil' })).toBeInTheDocument();
      expect(screen.getByLabelText('Nombre visible')).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Oscuro' })).toBeInTheDocument();
      await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Rin Tohsaka' }));
      expect(screen.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeInTheDocument();
    });

    it('saves notifications and privacy one change at a time', async () => {
      const api = renderProfile();
      await screen.findByRole('region', { name: 'Preferences' });
      const section = preferencesSection();

      await userEvent.click(within(section).getByRole('checkbox', { name: 'Updates' }));
      await userEvent.click(within(section).getByRole('checkbox', { name: 'Show my favorites' }));

      await waitFor(() =>
        expect(api.calls('PUT /api/auth/profile').map((request) => request.body)).toEqual([
          { preferences: { notifications: { updates: true } } },
          { preferences: { privacy: { showFavorites: false } } },
        ]),
      );
      expect(within(section).getByRole('checkbox', { name: 'New episodes' })).toBeChecked();
      expect(within(section).getByRole('checkbox', { name: 'Recommendations' })).toBeChecked();
      expect(within(section).getByRole('checkbox', { name: 'Show my profile' })).toBeChecked();
    });

    it('shares the timezone with the footer picker and saves it', async () => {
      const api = renderProfile();
      await screen.findByRole('region', { name: 'Preferences' });

      await userEvent.selectOptions(within(preferencesSection()).getByLabelText('Timezone'), 'Asia/Tokyo');

      const footer = screen.getByRole('contentinfo');
      expect(within(footer).getByRole('combobox', { name: 'Timezone' })).toHaveDisplayValue('Tokyo');
      await waitFor(() =>
        expect(api.calls('PUT /api/auth/profile')[0]?.body).toEqual({
          preferences: { timezone: 'Asia/Tokyo' },
        }),
      );
    });
  });
});
