import { act, screen } from '@testing-library/react';
import i18next from 'i18next';

import { failure, ok } from '../../../testing/envelope';
import { mockApi } from '../../auth/testing/mock-api';
import { renderWithSession } from '../../auth/testing/render-with-session';
import { FavoriteCharacters } from './favorite-characters';

const LIST = 'GET /api/users/haruhi/favorite-characters';

describe('FavoriteCharacters in Spanish', () => {
  beforeEach(() => act(() => i18next.changeLanguage('es')));

  it('says there are none yet in Spanish', async () => {
    mockApi({ [LIST]: { body: ok({ items: [] }) } });
    renderWithSession(<FavoriteCharacters username="haruhi" limit={6} />);

    expect(await screen.findByText('Aún no hay personajes favoritos.')).toBeInTheDocument();
  });

  it('says in Spanish when they cannot be loaded', async () => {
    mockApi({ [LIST]: { status: 503, body: failure('Lists are unavailable.') } });
    renderWithSession(<FavoriteCharacters username="haruhi" limit={6} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar los personajes favoritos',
    );
  });
});
