import { badRequestWith, refusalOf } from '../../test/support/factories.js';
import { addRequestOf, notOnListMessage, removalOf, updateRequestOf } from './list-requests.js';

const STATUSES = 'watching, completed, on_hold, dropped, plan_to_watch';

describe(addRequestOf.name, () => {
  it('sets the status of the title', () => {
    expect(addRequestOf({ animeId: 21, status: 'watching' })).toEqual({
      animeId: 21,
      changes: { status: 'watching' },
    });
  });

  it('sets the score with the status', () => {
    expect(addRequestOf({ animeId: 21, status: 'completed', score: 9 }).changes).toEqual({
      status: 'completed',
      score: 9,
    });
  });

  it("takes 'favorite' as the favorite flag, leaving the status alone", () => {
    expect(addRequestOf({ animeId: 21, status: 'favorite' }).changes).toEqual({ isFavorite: true });
  });

  it('refuses a status outside the five and favorite, naming all six', async () => {
    expect(await refusalOf(() => addRequestOf({ animeId: 21, status: 'rewatching' }))).toEqual(
      badRequestWith(`status must be one of ${STATUSES}, favorite, got 'rewatching'.`),
    );
  });

  it('refuses null as a status: a POST puts the title on a list', async () => {
    expect(await refusalOf(() => addRequestOf({ animeId: 21, status: null }))).toEqual(
      badRequestWith(`status must be one of ${STATUSES}, favorite, got 'null'.`),
    );
  });

  it('refuses a body without a status', async () => {
    expect(await refusalOf(() => addRequestOf({ animeId: 21 }))).toEqual(
      badRequestWith(`status must be one of ${STATUSES}, favorite, got 'undefined'.`),
    );
  });

  it('checks the anime id before the status', async () => {
    expect(await refusalOf(() => addRequestOf({ animeId: 'one', status: 'nope' }))).toEqual(
      badRequestWith("animeId must be a positive whole number, got 'one'."),
    );
  });

  it.each([0, 11, 7.5, '8'])('refuses the score %p', async (score) => {
    expect(await refusalOf(() => addRequestOf({ animeId: 21, status: 'watching', score }))).toEqual(
      badRequestWith(
        `score must be a whole number from 1 to 10, or null to remove it, got '${String(score)}'.`,
      ),
    );
  });

  it('refuses fields a POST does not take', async () => {
    expect(await refusalOf(() => addRequestOf({ animeId: 21, status: 'watching', isPrivate: true }))).toEqual(
      badRequestWith('Unknown field: isPrivate. Accepted: animeId, status, score.'),
    );
  });
});

describe(updateRequestOf.name, () => {
  it('answers each field it was given as a change, and episodes apart', () => {
    expect(
      updateRequestOf({
        status: 'on_hold',
        score: 7,
        isFavorite: true,
        isPrivate: false,
        timesRewatched: 2,
        episodesWatched: 5,
      }),
    ).toEqual({
      changes: { status: 'on_hold', score: 7, isFavorite: true, isPrivate: false, timesRewatched: 2 },
      episodesWatched: 5,
    });
  });

  it('leaves out what was not sent', () => {
    expect(updateRequestOf({ episodesWatched: 3 })).toEqual({ changes: {}, episodesWatched: 3 });
    expect(updateRequestOf({ score: 4 })).toEqual({ changes: { score: 4 }, episodesWatched: undefined });
  });

  it('takes null to take the title off the five lists or to remove the score', () => {
    expect(updateRequestOf({ status: null, score: null }).changes).toEqual({ status: null, score: null });
  });

  it('refuses a body that names no field, listing what it accepts', async () => {
    expect(await refusalOf(() => updateRequestOf({}))).toEqual(
      badRequestWith(
        'The request body names no field to change. Accepted: status, score, isFavorite, timesRewatched, isPrivate, episodesWatched.',
      ),
    );
  });

  it("refuses 'favorite' as a status: PUT sets the flag with isFavorite", async () => {
    expect(await refusalOf(() => updateRequestOf({ status: 'favorite' }))).toEqual(
      // Today's wording, pinned as it is (the sentence lost its full stop when 'Or null' was appended).
      badRequestWith(`status must be one of ${STATUSES}, got 'favorite' Or null to remove it.`),
    );
  });

  it('refuses a flag that is not a boolean', async () => {
    expect(await refusalOf(() => updateRequestOf({ isFavorite: 'yes' }))).toEqual(
      badRequestWith("isFavorite must be true or false, got 'yes'."),
    );
  });

  it.each([-1, 1_001, 2.5, '3'])('refuses %p rewatches', async (timesRewatched) => {
    expect(await refusalOf(() => updateRequestOf({ timesRewatched }))).toEqual(
      badRequestWith(
        `timesRewatched must be a whole number from 0 to 1000, got '${String(timesRewatched)}'.`,
      ),
    );
  });

  it('takes from 0 up to 1000 rewatches', () => {
    expect(updateRequestOf({ timesRewatched: 0 }).changes).toEqual({ timesRewatched: 0 });
    expect(updateRequestOf({ timesRewatched: 1_000 }).changes).toEqual({ timesRewatched: 1_000 });
  });
});

describe(removalOf.name, () => {
  it.each(['watching', 'plan_to_watch', 'favorite', 'rating'])('takes %s', (what) => {
    expect(removalOf(what)).toBe(what);
  });

  it('refuses anything else, naming what may be removed', async () => {
    expect(await refusalOf(() => removalOf('score'))).toEqual(
      badRequestWith(`What to remove must be one of ${STATUSES}, favorite, rating, got 'score'.`),
    );
  });
});

describe(notOnListMessage.name, () => {
  it('says which list, flag or score the title lacks', () => {
    expect(notOnListMessage(5, 'dropped')).toBe('Anime 5 is not on your dropped list.');
    expect(notOnListMessage(5, 'favorite')).toBe('Anime 5 is not among your favorites.');
    expect(notOnListMessage(5, 'rating')).toBe('Anime 5 has no score of yours.');
  });
});
