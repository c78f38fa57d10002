import { screen } from '@testing-library/react';

import { renderApp } from '../../testing/render-app';

describe('Header', () => {
  it('has the AniTrack logo linking home', async () => {
    renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Configuración' });

    const logo = screen.getByRole('link', { name: 'AniTrack' });
    expect(logo).toHaveAttribute('href', '/');
    expect(logo.closest('header')).toBeInTheDocument();
  });
});
