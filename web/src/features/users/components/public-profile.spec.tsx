import { screen, within } from '@testing-library/react';
import type { PublicUser } from '@tracker/contracts';

import { failure, ok } from '../../../testing/envelope';
import { renderApp } from '../../../testing/render-app';
import { buildAccountUser } from '../../auth/testing/account-factory';
import { mockApi, sessionRoute } from '../../auth/testing/mock-api';

const haruhi: PublicUser = {
  id: 'user-2',
  username: 'haruhi',
  displayName: 'Haruhi Suzumiya',
  avatar_url: '/api/media/haruhi.webp',
  banner_url: '/api/media/haruhi-banner.webp',
  createdAt: '2026-03-14T10:00:00.000Z',
  showFavorites: true,
};

describe('/user/{username}', () => {
  afterEach(() => localStorage.clear());

  it('shows the public header: banner, avatar, names and join date', async () => {
    mockApi({ 'GET /api/users/haruhi': { body: ok({ user: haruhi }) } });
    renderApp('/user/haruhi');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Haruhi Suzumiya' });
    const profile = heading.closest('section')!;
    expect(within(profile).getByText('@haruhi')).toBeInTheDocument();
    expect(within(profile).getByText('March 2026')).toHaveAttribute('datetime', haruhi.createdAt);
    expect(within(profile).getByText(/Joined/)).toBeInTheDocument();
    const sources = [...profile.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['/api/media/haruhi-banner.webp', '/api/media/haruhi.webp']);
    expect(document.title).toBe('Haruhi Suzumiya (@haruhi) · AniTrack');
  });

  it('shows the first letter without an avatar, and no image without a banner', async () => {
    mockApi({
      'GET /api/users/haruhi': { body: ok({ user: { ...haruhi, avatar_url: null, banner_url: null } }) },
    });
    renderApp('/user/haruhi');

    const profile = (await screen.findByRole('heading', { level: 1 })).closest('section')!;
    expect(within(profile).getByText('H')).toBeInTheDocument();
    expect(profile.querySelector('img')).toBeNull();
  });

  it("shows 'User not found' for an unknown or private profile", async () => {
    mockApi({ 'GET /api/users/kyon': { status: 404, body: failure('User not found.') } });
    renderApp('/user/kyon');

    expect(await screen.findByRole('heading', { level: 1, name: 'User not found' })).toBeInTheDocument();
    expect(screen.getByText('This profile does not exist or is private.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('asks with the token when signed in, so owners see their own private profile', async () => {
    localStorage.setItem('authToken', 'token-1');
    const api = mockApi({
      ...sessionRoute(buildAccountUser({ username: 'haruhi' })),
      'GET /api/users/haruhi': { body: ok({ user: haruhi }) },
    });
    renderApp('/user/haruhi');

    await screen.findByRole('heading', { level: 1, name: 'Haruhi Suzumiya' });
    expect(api.calls('GET /api/users/haruhi')).toHaveLength(1);
    expect(api.calls('GET /api/users/haruhi')[0]?.headers.Authorization).toBe('Bearer token-1');
  });

  it('shows a failure other than 404 with a retry', async () => {
    mockApi({ 'GET /api/users/haruhi': { status: 500, body: failure('Accounts are unavailable.') } });
    renderApp('/user/haruhi');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load profile');
    expect(alert).toHaveTextContent('Accounts are unavailable.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
