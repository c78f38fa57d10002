import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FavoriteCharacter } from '@tracker/contracts';

import { failure, ok } from '../../../testing/envelope';
import type { MockResponse } from '../../../testing/mock-fetch';
import { buildAccountUser } from '../../auth/testing/account-factory';
import { mockApi, sessionRoute } from '../../auth/testing/mock-api';
import { renderWithSession } from '../../auth/testing/render-with-session';
import { buildCharacters } from '../testing/detail-resources.factory';
import { CharactersPanel } from './characters-panel';

const CAST = 'GET /api/anime/90001/characters';
const OWN_FAVORITES = 'GET /api/users/rin/favorite-characters';
const castRoute = { [CAST]: { body: ok({ data: buildCharacters(), source: 'upstream' }) } };
const ren: FavoriteCharacter = {
  characterId: 700002,
  name: 'Tachibana, Ren',
  image: null,
  animeId: 90001,
  addedAt: '2026-11-20T10:00:00.000Z',
};
const aoi: FavoriteCharacter = { ...ren, characterId: 700001, name: 'Hoshimura, Aoi' };

/** A reply the test sends when it chooses, to see what shows before it. */
function held() {
  let answer: (reply: MockResponse) => void = () => undefined;
  const reply = new Promise<MockResponse>((resolve) => (answer = resolve));
  return { route: () => reply, answer: (response: MockResponse) => answer(response) };
}

function signedIn(routes: Parameters<typeof mockApi>[0]) {
  localStorage.setItem('authToken', 'token-1');
  return mockApi({ ...sessionRoute(buildAccountUser()), ...castRoute, ...routes });
}

const heart = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`${name} (to|from) favorites`) });

afterEach(() => localStorage.clear());

describe('CharactersPanel hearts', () => {
  it('shows no heart when signed out', async () => {
    const api = mockApi({ ...castRoute });
    renderWithSession(<CharactersPanel malId={90001} />);

    expect(await screen.findByText('Hoshimura, Aoi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /favorites/ })).toBeNull();
    expect(api.calls(OWN_FAVORITES)).toHaveLength(0);
  });

  it("presses the hearts of the signed-in user's favorite characters", async () => {
    signedIn({ [OWN_FAVORITES]: { body: ok({ items: [ren] }) } });
    renderWithSession(<CharactersPanel malId={90001} />);

    await waitFor(() => expect(heart('Ren')).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Remove Tachibana, Ren from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Add Hoshimura, Aoi to favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('presses the heart at once, saves it with the title, and keeps it pressed once saved', async () => {
    const saving = held();
    let kept: FavoriteCharacter[] = [];
    const api = signedIn({
      [OWN_FAVORITES]: () => ({ body: ok({ items: kept }) }),
      'PUT /api/auth/favorite-characters/700001': saving.route,
    });
    renderWithSession(<CharactersPanel malId={90001} />);
    await waitFor(() => expect(heart('Aoi')).toBeEnabled());

    await userEvent.click(heart('Aoi'));
    expect(screen.getByRole('button', { name: 'Remove Hoshimura, Aoi from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.calls('PUT /api/auth/favorite-characters/700001')[0]?.body).toEqual({ animeId: 90001 });

    api.requests.length = 0;
    kept = [aoi];
    saving.answer({ body: ok(aoi) });
    await waitFor(() => expect(api.calls(OWN_FAVORITES)).toHaveLength(1));
    expect(heart('Aoi')).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts the heart back and says why when the save fails', async () => {
    // The reload after the failure never answers: what shows is the heart put back, not a reread.
    let reads = 0;
    signedIn({
      [OWN_FAVORITES]: () =>
        (reads += 1) === 1 ? { body: ok({ items: [ren] }) } : new Promise<MockResponse>(() => undefined),
      'DELETE /api/auth/favorite-characters/700002': {
        status: 503,
        body: failure('The lists service did not answer in time.'),
      },
    });
    renderWithSession(<CharactersPanel malId={90001} />);
    await waitFor(() => expect(heart('Ren')).toBeEnabled());

    await userEvent.click(screen.getByRole('button', { name: 'Remove Tachibana, Ren from favorites' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not remove Tachibana, Ren from favorites: The lists service did not answer in time.',
    );
    const card = alert.closest('li')!;
    expect(
      within(card).getByRole('button', { name: 'Remove Tachibana, Ren from favorites' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('unpresses the heart and says why when adding is refused', async () => {
    let reads = 0;
    signedIn({
      [OWN_FAVORITES]: () =>
        (reads += 1) === 1 ? { body: ok({ items: [] }) } : new Promise<MockResponse>(() => undefined),
      'PUT /api/auth/favorite-characters/700001': {
        status: 404,
        body: failure('Character 700001 is not among the characters of anime 90001.'),
      },
    });
    renderWithSession(<CharactersPanel malId={90001} />);
    await waitFor(() => expect(heart('Aoi')).toBeEnabled());

    await userEvent.click(heart('Aoi'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not add Hoshimura, Aoi to favorites: Character 700001 is not among the characters of anime 90001.',
    );
    expect(screen.getByRole('button', { name: 'Add Hoshimura, Aoi to favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
