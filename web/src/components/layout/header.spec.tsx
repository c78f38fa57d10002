import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { OPEN_AUTH_MODAL_EVENT } from '../../features/auth/open-auth-modal';
import { buildAccountUser } from '../../features/auth/testing/account-factory';
import { mockApi, sessionRoute } from '../../features/auth/testing/mock-api';
import { ok } from '../../testing/envelope';
import { renderApp } from '../../testing/render-app';

const banner = () => screen.getByRole('banner');

function signedInAs(overrides: Parameters<typeof buildAccountUser>[0] = {}) {
  localStorage.setItem('authToken', 'token-1');
  return mockApi({
    ...sessionRoute(buildAccountUser(overrides)),
    'POST /api/auth/logout': { body: ok(null) },
  });
}

async function openAccountMenu(menuName = 'Account') {
  await userEvent.click(await within(banner()).findByRole('button', { name: 'Rin Tohsaka' }));
  return screen.getByRole('menu', { name: menuName });
}

describe('Header', () => {
  afterEach(() => localStorage.clear());

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

    const search = within(banner()).getByRole('search');
    expect(within(search).getByRole('combobox', { name: 'Search anime' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  describe('for a visitor', () => {
    it.each([
      ['Sign In', 'login'],
      ['Sign Up', 'register'],
    ])('%s opens the auth modal in %s mode', async (name, mode) => {
      renderApp('/profile');
      const opened = jest.fn();
      window.addEventListener(OPEN_AUTH_MODAL_EVENT, opened);

      await userEvent.click(within(banner()).getByRole('button', { name }));

      window.removeEventListener(OPEN_AUTH_MODAL_EVENT, opened);
      expect((opened.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ mode });
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
    });
  });

  describe('when signed in', () => {
    it('shows the first letter of the display name when there is no avatar, and the avatar otherwise', async () => {
      signedInAs();
      const { unmount } = renderApp('/profile');
      const button = await within(banner()).findByRole('button', { name: 'Rin Tohsaka' });
      expect(within(button).getByText('R')).toBeInTheDocument();
      expect(within(banner()).queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
      unmount();

      signedInAs({ avatar_url: '/api/media/avatar.webp' });
      renderApp('/profile');
      const withAvatar = await within(banner()).findByRole('button', { name: 'Rin Tohsaka' });
      expect(withAvatar.querySelector('img')).toHaveAttribute('src', '/api/media/avatar.webp');
    });

    it('opens the menu with Mi Perfil, Configuración and Logout, without Admin Panel for a non-admin', async () => {
      signedInAs();
      renderApp('/profile');

      const menu = await openAccountMenu();

      const items = within(menu).getAllByRole('menuitem');
      expect(items.map((item) => item.textContent)).toEqual(['Mi Perfil', 'Configuración', 'Logout']);
      expect(items[0]).toHaveAttribute('href', '/user/rin');
      expect(items[1]).toHaveAttribute('href', '/profile');
      expect(items[0]).toHaveFocus();
    });

    it('shows Admin Panel to admins, linking /admin', async () => {
      signedInAs({ isAdmin: true });
      renderApp('/profile');

      const menu = await openAccountMenu();

      expect(within(menu).getByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
    });

    it('closes the menu on an outside click', async () => {
      signedInAs();
      renderApp('/profile');
      await openAccountMenu();

      await userEvent.click(screen.getByRole('heading', { level: 1 }));

      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });

    it('moves through the items with the arrow keys and closes on Escape, back on its button', async () => {
      signedInAs();
      renderApp('/profile');
      const button = await within(banner()).findByRole('button', { name: 'Rin Tohsaka' });
      button.focus();

      await userEvent.keyboard('{ArrowUp}');
      expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      expect(screen.getByRole('menuitem', { name: 'Mi Perfil' })).toHaveFocus();
      await userEvent.keyboard('{End}');
      expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');

      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveFocus();
    });

    it('navigates to the chosen page', async () => {
      signedInAs();
      const { router } = renderApp('/');
      const menu = await openAccountMenu();

      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Configuración' }));

      expect(router.state.location.pathname).toBe('/profile');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });

    it('signs out from Logout, back to Sign In and Sign Up', async () => {
      const api = signedInAs();
      renderApp('/profile');
      const menu = await openAccountMenu();

      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

      expect(await within(banner()).findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
      expect(api.calls('POST /api/auth/logout')).toHaveLength(1);
      expect(localStorage.getItem('authToken')).toBeNull();
    });

    it('shows the menu strings in Spanish when that is the language', async () => {
      signedInAs({
        isAdmin: true,
        preferences: { ...buildAccountUser().preferences, language: 'es' },
      });
      renderApp('/profile');

      const menu = await openAccountMenu('Cuenta');

      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Mi Perfil', 'Configuración', 'Panel de administración', 'Cerrar sesión']);
    });
  });

  describe('mobile menu', () => {
    const toggle = () => within(banner()).getByRole('button', { name: 'Menu' });

    it('lists @username, Profile, Admin Panel and Logout when signed in, and closes on Escape', async () => {
      signedInAs({ isAdmin: true });
      renderApp('/profile');
      await within(banner()).findByRole('button', { name: 'Rin Tohsaka' });

      await userEvent.click(toggle());

      const nav = within(banner()).getByRole('navigation', { name: 'Menu' });
      expect(toggle()).toHaveAttribute('aria-expanded', 'true');
      expect(within(nav).getByRole('link', { name: '@rin' })).toHaveAttribute('href', '/user/rin');
      expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
      expect(within(nav).getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
      expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

      await userEvent.keyboard('{Escape}');
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    });

    it('offers Sign In and Sign Up to a visitor, opening the modal and folding the menu', async () => {
      renderApp('/profile');
      await userEvent.click(toggle());
      const nav = within(banner()).getByRole('navigation', { name: 'Menu' });

      await userEvent.click(within(nav).getByRole('button', { name: 'Sign Up' }));

      expect(await screen.findByRole('dialog')).toHaveAccessibleName('Create your account');
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    });

    it('folds away after a navigation', async () => {
      signedInAs();
      renderApp('/');
      await within(banner()).findByRole('button', { name: 'Rin Tohsaka' });
      await userEvent.click(toggle());

      await userEvent.click(within(banner()).getByRole('link', { name: 'Profile' }));

      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
