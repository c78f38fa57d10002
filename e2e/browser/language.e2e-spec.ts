import type { Browser, Page } from 'playwright-core';

import { nextAnswer } from '../support/browser';
import { BrowserStack } from '../support/browser-stack';
import type { LocalNginx } from '../support/nginx';
import { signUpInBrowser } from '../support/sign-up';

/**
 * Issue 21 languages, through nginx and the built web: a visitor switches the footer to Spanish and sees
 * home, a detail page's header and footer, and after a reload still Spanish; back in English, they sign up
 * and switch /profile to Spanish, which saves their preference; a browser in Spanish starts in Spanish.
 */
describe('the interface language in the browser', () => {
  let suite: BrowserStack;
  let nginx: LocalNginx;
  let browser: Browser;
  let page: Page;

  const account = {
    username: 'spike',
    email: 'spike@bebop.test',
    displayName: 'Spike Spiegel',
    password: 'Bebop123',
  };

  beforeAll(async () => {
    suite = await BrowserStack.start('browser-language', {
      services: ['auth-user', 'lists-progress', 'catalogue'],
    });
    ({ nginx, browser } = suite);
  });

  afterEach(async () => {
    await page?.context().close();
  });

  afterAll(async () => {
    await suite?.stop();
  });

  const footer = () => page.getByRole('contentinfo');
  const languageIn = (label: 'Language' | 'Idioma') =>
    footer().getByRole('combobox', { name: label, exact: true });
  const htmlLang = () => page.locator('html').getAttribute('lang');

  async function expectHomeInSpanish(): Promise<void> {
    const season = page.getByRole('region', { name: 'Temporada actual' });
    await season.locator('[data-testid="anime-card"]').first().waitFor();
    await page
      .getByRole('region', { name: 'TOP Anime' })
      .getByText('El anime mejor valorado de todos los tiempos')
      .waitFor();
    await page
      .getByRole('group', { name: 'Vistas de inicio' })
      .getByRole('button', { name: 'Filtros' })
      .waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    await footer().getByText('Datos de anime de').waitFor();
    expect(await htmlLang()).toBe('es');
  }

  it('switches a visitor to Spanish in the footer, keeps it on reload, and back to English', async () => {
    page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await page.goto(nginx.url);
    await page
      .getByRole('region', { name: 'Current Season' })
      .locator('[data-testid="anime-card"]')
      .first()
      .waitFor();
    expect(await htmlLang()).toBe('en');

    await languageIn('Language').selectOption({ label: 'Español' });
    await expectHomeInSpanish();

    await page.reload();
    await expectHomeInSpanish();

    // A detail page: the record, its tabs, header and footer in Spanish too.
    const card = page
      .getByRole('region', { name: 'Temporada actual' })
      .locator('[data-testid="anime-card"] h3 a')
      .first();
    const href = await card.getAttribute('href');
    await card.click();
    await page.waitForURL((url) => url.pathname === new URL(href!, nginx.url).pathname);
    await page.getByRole('banner').getByRole('button', { name: 'Registrarse' }).waitFor();
    await page.getByRole('tab', { name: 'Episodios' }).waitFor();
    await page.getByRole('region', { name: 'Sinopsis' }).waitFor();
    await languageIn('Idioma').waitFor();
    expect(await htmlLang()).toBe('es');

    await languageIn('Idioma').selectOption({ label: 'English' });
    await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).waitFor();
    await page.goto(nginx.url);
    await page.getByRole('region', { name: 'Current Season' }).waitFor();
    expect(await htmlLang()).toBe('en');
  });

  it("saves a signed-in user's switch on /profile as their preference", async () => {
    page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await page.goto(nginx.url);
    await signUpInBrowser(page, account);
    await page.goto(`${nginx.url}/profile`);
    await page.getByRole('region', { name: 'Preferences' }).waitFor();

    const saved = nextAnswer(page, 'PUT', '/api/auth/profile');
    await languageIn('Language').selectOption({ label: 'Español' });
    expect((await saved).ok()).toBe(true);
    for (const name of ['Perfil', 'Estadísticas', 'Preferencias', 'Seguridad', 'Tokens de API', 'Calendario'])
      await page.getByRole('region', { name, exact: true }).waitFor();
    expect(await htmlLang()).toBe('es');

    // The preference, not the device, holds it: a fresh browser signed in as the same user reads Spanish.
    const session = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
    await page.context().close();
    page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await page.goto(nginx.url);
    await page.evaluate((token) => localStorage.setItem('authToken', token!), session);
    await page.goto(`${nginx.url}/profile`);
    await page.getByRole('region', { name: 'Preferencias' }).waitFor();

    await languageIn('Idioma').selectOption({ label: 'English' });
    await page.getByRole('region', { name: 'Preferences' }).waitFor();
    expect(await htmlLang()).toBe('en');
  });

  it('starts a visitor whose browser is in Spanish in Spanish', async () => {
    page = await (await browser.newContext({ locale: 'es-ES' })).newPage();
    await page.goto(nginx.url);
    await expectHomeInSpanish();
  });
});
