import { screen, within } from '@testing-library/react';

import { renderApp } from '../../testing/render-app';

describe('Header', () => {
  it('has the AniTrack logo linking home', async () => {
    renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Configuración' });

    const logo = screen.getByRole('link', { name: 'AniTrack' });
    expect(logo).toHaveAttribute('href', '/');
    expect(logo.closest('header')).toBeInTheDocument();
  });

  it('has the anime search box on every page', async () => {
    renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Configuración' });

    const search = within(screen.getByRole('banner')).getByRole('search');
    expect(within(search).getByRole('combobox', { name: 'Search anime' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
