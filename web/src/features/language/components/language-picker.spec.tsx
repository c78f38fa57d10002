import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PREFERENCES, type Language, type ProfileUpdate } from '@tracker/contracts';

import { Footer } from '../../../components/layout/footer';
import { failure, ok } from '../../../testing/envelope';
import { AccountPreferences } from '../../auth/components/account-preferences';
import { buildAccountUser } from '../../auth/testing/account-factory';
import { mockApi, sessionRoute } from '../../auth/testing/mock-api';
import { renderWithSession } from '../../auth/testing/render-with-session';
import { TimezoneProvider } from '../../timezone/components/timezone-provider';
import { SHELL_LANGUAGE_COOKIE } from '../shell-language-cookie';

function givenBrowserLanguages(...languages: string[]) {
  jest.spyOn(Navigator.prototype, 'languages', 'get').mockReturnValue(languages);
}

function renderFooter() {
  return renderWithSession(
    <TimezoneProvider>
      <AccountPreferences>
        <Footer />
      </AccountPreferences>
    </TimezoneProvider>,
  );
}

function renderAsVisitor() {
  mockApi({});
  return renderFooter();
}

function renderSignedIn(language: Language, { saves = true } = {}) {
  localStorage.setItem('authToken', 'token-1');
  const user = buildAccountUser({ preferences: { ...DEFAULT_PREFERENCES, language } });
  const api = mockApi({
    ...sessionRoute(user),
    'PUT /api/auth/profile': (request) =>
      saves
        ? {
            body: ok({
              user: {
                ...user,
                preferences: { ...user.preferences, ...(request.body as ProfileUpdate).preferences },
              },
            }),
          }
        : { status: 500, body: failure('Accounts are unavailable.') },
  });
  renderFooter();
  return api;
}

/** The cookie nginx reads to answer the next visit's app shell in the language shown. */
const shellLanguage = () =>
  document.cookie.match(new RegExp(`(?:^|; )${SHELL_LANGUAGE_COOKIE}=([^;]*)`))?.[1] ?? null;

const footer = () => screen.getByRole('contentinfo');
const switchTo = (name: 'English' | 'Español') =>
  userEvent.selectOptions(within(footer()).getByRole('combobox', { name: /^(Language|Idioma)$/ }), name);

async function expectSpanish() {
  expect(await within(footer()).findByRole('combobox', { name: 'Idioma' })).toHaveDisplayValue('Español');
  expect(within(footer()).getByRole('combobox', { name: 'Zona horaria' })).toBeInTheDocument();
  expect(within(footer()).getByRole('link', { name: 'MyAnimeList vía Jikan' })).toBeInTheDocument();
  await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'es'));
  expect(shellLanguage()).toBe('es');
}

async function expectEnglish() {
  expect(await within(footer()).findByRole('combobox', { name: 'Language' })).toHaveDisplayValue('English');
  expect(within(footer()).getByRole('combobox', { name: 'Timezone' })).toBeInTheDocument();
  expect(footer()).toHaveTextContent('Anime data from MyAnimeList via Jikan and bangumi-data (CC BY 4.0).');
  await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
  expect(shellLanguage()).toBe('en');
}

describe('the language', () => {
  beforeEach(() => givenBrowserLanguages('en-GB', 'en'));
  afterEach(() => {
    localStorage.clear();
    document.cookie = `${SHELL_LANGUAGE_COOKIE}=; path=/; max-age=0`;
    jest.restoreAllMocks();
  });

  describe('for a visitor', () => {
    it("is English (the spec's interface) when the browser's language is not Spanish", async () => {
      givenBrowserLanguages('fr-FR', 'es');
      renderAsVisitor();

      await expectEnglish();
    });

    it("is Spanish when the browser's language is", async () => {
      givenBrowserLanguages('es-AR', 'en');
      renderAsVisitor();

      await expectSpanish();
    });

    it('switches in the footer, and the next visit keeps the choice', async () => {
      const { unmount } = renderAsVisitor();
      await expectEnglish();

      await switchTo('Español');

      await expectSpanish();
      expect(localStorage.getItem('language')).toBe('es');
      unmount();
      renderAsVisitor();
      await expectSpanish();

      await switchTo('English');

      await expectEnglish();
      expect(localStorage.getItem('language')).toBe('en');
    });

    it("prefers the stored choice over the browser's language, and ignores one that is not a language", async () => {
      givenBrowserLanguages('es-ES');
      localStorage.setItem('language', 'en');
      const { unmount } = renderAsVisitor();
      await expectEnglish();
      unmount();

      localStorage.setItem('language', 'klingon');
      renderAsVisitor();
      await expectSpanish();
    });
  });

  describe('for a signed-in user', () => {
    it('is the saved preference, over the browser and the stored choice', async () => {
      localStorage.setItem('language', 'en');
      renderSignedIn('es');

      await expectSpanish();
    });

    it('saves a switch in the footer as the preference', async () => {
      const api = renderSignedIn('es');
      await expectSpanish();

      await switchTo('English');

      await expectEnglish();
      expect(api.calls('PUT /api/auth/profile').map((request) => request.body)).toEqual([
        { preferences: { language: 'en' } },
      ]);
      expect(localStorage.getItem('language')).toBeNull();
    });

    it('keeps the saved language when the save fails', async () => {
      const api = renderSignedIn('es', { saves: false });
      await expectSpanish();

      await switchTo('English');

      await waitFor(() => expect(api.calls('PUT /api/auth/profile')).toHaveLength(1));
      await expectSpanish();
    });
  });
});
