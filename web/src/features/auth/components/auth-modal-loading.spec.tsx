import { act, screen } from '@testing-library/react';

import { openAuthModal } from '../open-auth-modal';
import { renderWithSession } from '../testing/render-with-session';
import { AuthModal } from './auth-modal';

let mockChunkIsGone = true;
jest.mock('./auth-dialog', () => {
  if (mockChunkIsGone) throw new Error('Failed to fetch dynamically imported module');
  return jest.requireActual<typeof import('./auth-dialog')>('./auth-dialog');
});

describe('AuthModal loading its dialog', () => {
  it('stays closed when the chunk cannot be fetched, and fetches it again at the next open', async () => {
    renderWithSession(<AuthModal />);

    await act(async () => openAuthModal('login'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');

    mockChunkIsGone = false;
    act(() => openAuthModal('login'));

    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Sign in to your account');
  });
});
