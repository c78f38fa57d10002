import { render, screen } from '@testing-library/react';
import type { Anime } from '@tracker/contracts';

import { buildAnime, buildSeededAnime } from '../../../testing/anime-factory';
import { pageReloader } from '../../catalogue-fallback/cache-reset-reload';
import { catalogueSession } from '../../catalogue-fallback/catalogue-session';
import { AnimeCover } from './anime-cover';

describe(AnimeCover.name, () => {
  let reload: jest.SpyInstance;
  let clear: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
    reload = jest.spyOn(pageReloader, 'reload').mockImplementation(() => {});
    clear = jest.spyOn(catalogueSession().cache, 'clear');
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const withoutImages = () => ({ ...buildAnime(), images: null }) as unknown as Anime;

  it("shows 'Image not available' for a cover not known yet, without reloading", async () => {
    render(<AnimeCover anime={buildSeededAnime()} />);

    expect(screen.getByText('Image not available')).toBeInTheDocument();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(reload).not.toHaveBeenCalled();
  });

  it('clears the local cache and reloads the page 1 s after showing an anime without images', async () => {
    render(<AnimeCover anime={withoutImages()} />);

    expect(screen.getByText('Image not available')).toBeInTheDocument();
    await jest.advanceTimersByTimeAsync(999);
    expect(reload).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(1);
    expect(clear).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads only once per tab session, however many cards lack images', async () => {
    render(
      <>
        <AnimeCover anime={withoutImages()} />
        <AnimeCover anime={withoutImages()} />
      </>,
    );
    await jest.advanceTimersByTimeAsync(1_000);
    // The page after the reload still gets broken data: no second reload, so no loop.
    render(<AnimeCover anime={withoutImages()} />);
    await jest.advanceTimersByTimeAsync(5_000);

    expect(reload).toHaveBeenCalledTimes(1);
  });
});
