import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { TimezoneProvider } from '../../features/timezone/components/timezone-provider';
import { Footer } from './footer';

const SPEC_ZONES = [
  'Tokyo',
  'New York',
  'Los Angeles',
  'London',
  'Paris',
  'Sydney',
  'Chicago',
  'Denver',
  'Berlin',
  'Shanghai',
];

function givenBrowserZone(timeZone: string) {
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolvedOptions.call(this), timeZone };
  });
}

function renderFooter() {
  return render(
    <TimezoneProvider>
      <Footer />
    </TimezoneProvider>,
  );
}

const picker = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Timezone' });
const optionNames = () =>
  within(picker())
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Footer', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('credits both data sources', () => {
    givenBrowserZone('Europe/Paris');
    renderFooter();

    expect(screen.getByRole('link', { name: 'MyAnimeList via Jikan' })).toHaveAttribute(
      'href',
      'https://jikan.moe',
    );
    expect(screen.getByRole('link', { name: 'bangumi-data' })).toHaveAttribute(
      'href',
      'https://github.com/bangumi-data/bangumi-data',
    );
    expect(screen.getByRole('link', { name: 'CC BY 4.0' })).toBeInTheDocument();
  });

  it('offers the ten timezones of the spec', () => {
    givenBrowserZone('Europe/Paris');
    renderFooter();

    expect(optionNames()).toEqual(SPEC_ZONES);
  });

  it("defaults to the browser's timezone", () => {
    givenBrowserZone('America/Chicago');
    renderFooter();

    expect(picker()).toHaveDisplayValue('Chicago');
  });

  it("adds the browser's timezone when the spec's list lacks it", () => {
    givenBrowserZone('America/Argentina/Buenos_Aires');
    renderFooter();

    expect(optionNames()).toEqual([...SPEC_ZONES, 'America/Argentina/Buenos Aires']);
    expect(picker()).toHaveValue('America/Argentina/Buenos_Aires');
  });

  it('prefers the stored choice over the browser zone', () => {
    givenBrowserZone('America/Chicago');
    localStorage.setItem('timezone', 'Australia/Sydney');
    renderFooter();

    expect(picker()).toHaveDisplayValue('Sydney');
  });

  it('ignores a stored value that is not a timezone', () => {
    givenBrowserZone('Europe/Berlin');
    localStorage.setItem('timezone', 'Not/AZone');
    renderFooter();

    expect(picker()).toHaveDisplayValue('Berlin');
  });

  it('stores a new choice so the next visit keeps it', async () => {
    givenBrowserZone('Europe/London');
    const { unmount } = renderFooter();

    await userEvent.selectOptions(picker(), 'Tokyo');

    expect(picker()).toHaveDisplayValue('Tokyo');
    expect(localStorage.getItem('timezone')).toBe('Asia/Tokyo');
    unmount();
    renderFooter();
    expect(picker()).toHaveDisplayValue('Tokyo');
  });
});
