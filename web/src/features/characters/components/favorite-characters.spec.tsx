import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FavoriteCharacter } from '@tracker/contracts';

import { failure, ok } from '../../../testing/envelope';
import { buildAccountUser } from '../../auth/testing/account-factory';
import { mockApi, sessionRoute } from '../../auth/testing/mock-api';
import { renderWithSession } from '../../auth/testing/render-with-session';
import { FavoriteCharacters } from './favorite-characters';

const LIST = 'GET /api/users/haruhi/favorite-characters';
const favorite = (characterId: number, name: string): FavoriteCharacter => ({
  characterId,
  name,
  image: `https://cdn.test/${characterId}.webp`,
  animeId: 90001,
  addedAt: '2026-11-20T10:00:00.000Z',
});

afterEach(() => localStorage.clear());

describe('FavoriteCharacters', () => {
  it('lists at most `limit`, newest first as served, each linking to its title', async () => {
    mockApi({
      [LIST]: {
        body: ok({
          items: [favorite(3, 'Pip'), favorite(2, 'Kiriya, Ren'), favorite(1, 'Hoshimura, Aoi')],
        }),
      },
    });
    renderWithSession(<FavoriteCharacters username="haruhi" limit={2} />);

    const list = await screen.findByRole('list', { name: 'Favorite characters' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Pip', 'Kiriya, Ren']);
    expect(within(items[0]).getByRole('link', { name: 'Pip' })).toHaveAttribute('href', '/anime/90001');
    expect(items[0].querySelector('img')).toHaveAttribute('src', 'https://cdn.test/3.webp');
  });

  it('says when there are none', async () => {
    mockApi({ [LIST]: { body: ok({ items: [] }) } });
    renderWithSession(<FavoriteCharacters username="haruhi" limit={6} />);

    expect(await screen.findByText('No favorite characters yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Favorite characters' })).toBeNull();
  });

  it('asks with the token when signed in, so owners see their own', async () => {
    localStorage.setItem('authToken', 'token-1');
    const api = mockApi({
      ...sessionRoute(buildAccountUser({ username: 'haruhi' })),
      [LIST]: { body: ok({ items: [favorite(1, 'Hoshimura, Aoi')] }) },
    });
    renderWithSession(<FavoriteCharacters username="haruhi" limit={6} />);

    expect(await screen.findByRole('link', { name: 'Hoshimura, Aoi' })).toBeInTheDocument();
    expect(api.calls(LIST)[0]?.headers.Authorization).toBe('Bearer token-1');
  });

  it('shows a failure with a retry', async () => {
    let answers = 0;
    mockApi({
      [LIST]: () =>
        (answers += 1) === 1
          ? { status: 500, body: failure('Lists are unavailable.') }
          : { body: ok({ items: [favorite(1, 'Hoshimura, Aoi')] }) },
    });
    renderWithSession(<FavoriteCharacters username="haruhi" limit={6} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load favorite characters');
    expect(alert).toHaveTextContent('Lists are unavailable.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Hoshimura, Aoi' })).toBeInTheDocument();
  });
});
