import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderApp } from '../../../testing/render-app';
import { buildAccountUser } from '../../auth/testing/account-factory';
import { mockApi, sessionRoute } from '../../auth/testing/mock-api';

describe('the Favorites and Watch Next login prompts', () => {
  afterEach(() => localStorage.clear());

  it.each([
    ['favorites', 'Please log in to view your favorites'],
    ['watch-next', 'Please log in to get personalized recommendations'],
  ])('open the auth modal in login mode from the %s view', async (view, message) => {
    mockApi({});
    renderApp(`/?view=${view}`);
    expect(await screen.findByText(message)).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Sign in to your account');
  });

  it('offer no Sign In button once signed in', async () => {
    localStorage.setItem('authToken', 'token-1');
    mockApi(sessionRoute(buildAccountUser()));
    renderApp('/?view=favorites');
    await within(screen.getByRole('banner')).findByRole('button', { name: 'Rin Tohsaka' });

    expect(
      within(screen.getByRole('main')).queryByRole('button', { name: 'Sign In' }),
    ).not.toBeInTheDocument();
  });
});
