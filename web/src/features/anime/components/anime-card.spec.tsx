import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Anime } from '@tracker/contracts';
import { MemoryRouter } from 'react-router';

import { AppProvider } from '../../../app/provider';
import { TIMEZONE_STORAGE_KEY } from '../../../config/timezones';
import { buildAnime } from '../../../testing/anime-factory';
import { AnimeCard } from './anime-card';

const genre = (mal_id: number, name: string) => ({ mal_id, type: 'anime', name, url: '' });

function renderCard(anime: Anime) {
  render(
    <AppProvider>
      <MemoryRouter>
        <AnimeCard anime={anime} />
      </MemoryRouter>
    </AppProvider>,
  );
  return within(screen.getByTestId('anime-card'));
}

describe('AnimeCard', () => {
  afterEach(() => {
    jest.useRealTimers();
    localStorage.clear();
  });

  it('shows the score, episodes, title, type, year, status and rank', () => {
    const card = renderCard(
      buildAnime({
        title: 'Mushishi',
        score: 8.66,
        episodes: 26,
        type: 'TV',
        year: 2005,
        status: 'Finished Airing',
        airing: false,
        rank: 42,
      }),
    );

    expect(card.getByRole('heading', { name: 'Mushishi' })).toBeInTheDocument();
    expect(card.getByText('8.7')).toBeInTheDocument();
    expect(card.getByText('26 eps')).toBeInTheDocument();
    expect(card.getByText('TV · 2005')).toBeInTheDocument();
    expect(card.getByText('Completed')).toBeInTheDocument();
    expect(card.getByText('#42')).toHaveTextContent('Rank #42');
  });

  it("counts a single episode as '1 ep'", () => {
    const card = renderCard(buildAnime({ episodes: 1 }));

    expect(card.getByText('1 ep')).toBeInTheDocument();
  });

  it('colours the score by the figure it shows', () => {
    const card = renderCard(buildAnime({ score: 8.47 }));

    expect(card.getByText('8.5').closest('.score-badge')).toHaveClass('score-badge--green');
  });

  it("names two genres and counts the rest as '+N more'", () => {
    const card = renderCard(
      buildAnime({
        genres: [genre(1, 'Action'), genre(2, 'Adventure'), genre(10, 'Fantasy'), genre(8, 'Drama')],
      }),
    );

    const genres = card.getByRole('list', { name: 'Genres' });
    expect(
      within(genres)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Action', 'Adventure', '+2 more']);
  });

  it('names the genres and the type in Spanish, and a genre the catalogue does not know as it came', async () => {
    localStorage.setItem('language', 'es');
    const card = renderCard(
      buildAnime({
        type: 'Movie',
        year: 2016,
        genres: [genre(36, 'Slice of Life'), genre(999, 'Seafaring')],
      }),
    );

    const genres = await card.findByRole('list', { name: 'Géneros' });
    expect(
      within(genres)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Recuentos de la vida', 'Seafaring']);
    expect(card.getByText('Película · 2016')).toBeInTheDocument();
  });

  it("shows two genres without '+N more' when there are no others", () => {
    const card = renderCard(buildAnime({ genres: [genre(1, 'Action'), genre(2, 'Adventure')] }));

    expect(card.queryByText(/more$/)).not.toBeInTheDocument();
  });

  it("cuts a synopsis longer than 100 characters with 'Read more' to show it all", async () => {
    const synopsis = `${'A'.repeat(100)} and the rest of the story.`;
    const card = renderCard(buildAnime({ synopsis }));
    const user = userEvent.setup();

    expect(card.getByText(`${'A'.repeat(100)}…`)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Read more' }));
    expect(card.getByText(synopsis)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Show less' }));
    expect(card.getByText(`${'A'.repeat(100)}…`)).toBeInTheDocument();
  });

  it("shows a synopsis of exactly 100 characters whole, without 'Read more'", () => {
    const synopsis = 'B'.repeat(100);
    const card = renderCard(buildAnime({ synopsis }));

    expect(card.getByText(synopsis)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });

  it("shows 'Image not available' when there is no cover", () => {
    const empty = { image_url: null, small_image_url: null, large_image_url: null };
    const card = renderCard(buildAnime({ images: { jpg: empty, webp: empty } }));

    expect(card.getByText('Image not available')).toBeInTheDocument();
  });

  describe('broadcast badge', () => {
    const airing = (day: string, time: string) =>
      buildAnime({
        airing: true,
        broadcast: { day, time, timezone: 'Asia/Tokyo', string: null },
      });

    beforeEach(() => {
      // Wednesday 2026-11-25 12:00 UTC: Wednesday 07:00 in New York.
      jest.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z'), doNotFake: ['queueMicrotask'] });
      localStorage.setItem(TIMEZONE_STORAGE_KEY, 'America/New_York');
    });

    it("says when this week's episode airs in the viewer's timezone", () => {
      // Thursdays 01:00 JST is Wednesday 11:00 in New York: later today.
      expect(renderCard(airing('Thursdays', '01:00')).getByText('Airs Wed 11:00')).toBeInTheDocument();
    });

    it('says it has aired once the slot has passed this week', () => {
      // Tuesdays 23:00 JST is Tuesday 09:00 in New York: yesterday.
      expect(renderCard(airing('Tuesdays', '23:00')).getByText('Aired Tue 09:00')).toBeInTheDocument();
    });

    it('is left out for a title no longer airing', () => {
      const finished = buildAnime({
        airing: false,
        broadcast: { day: 'Tuesdays', time: '23:00', timezone: 'Asia/Tokyo', string: null },
      });
      expect(renderCard(finished).queryByText(/^Air(s|ed) /)).not.toBeInTheDocument();
    });

    it('is left out when the slot has no time', () => {
      expect(renderCard(airing('Tuesdays', 'Unknown')).queryByText(/^Air(s|ed) /)).not.toBeInTheDocument();
    });
  });
});
