import { addEntryBody, updateEntryBody } from './list-writes.js';
import { refusalOf } from './refusal-of.testing.js';

const STATUSES = 'watching, completed, on_hold, dropped, plan_to_watch';

describe('addEntryBody', () => {
  it('takes the title with a status, a score or the favorite flag', () => {
    expect(addEntryBody.parse({ animeId: 21, status: 'completed', score: 9 })).toEqual({
      animeId: 21,
      status: 'completed',
      score: 9,
    });
    expect(addEntryBody.parse({ animeId: 21, status: 'favorite' })).toEqual({
      animeId: 21,
      status: 'favorite',
    });
  });

  it('refuses a status outside the five and favorite, naming all six', () => {
    expect(refusalOf(addEntryBody, { animeId: 21, status: 'rewatching' })).toBe(
      `status must be one of ${STATUSES}, favorite, got 'rewatching'.`,
    );
  });

  it('refuses null as a status: a POST puts the title on a list', () => {
    expect(refusalOf(addEntryBody, { animeId: 21, status: null })).toBe(
      `status must be one of ${STATUSES}, favorite, got 'null'.`,
    );
  });

  it('refuses a body without a status', () => {
    expect(refusalOf(addEntryBody, { animeId: 21 })).toBe(
      `status must be one of ${STATUSES}, favorite, got 'undefined'.`,
    );
  });

  it('checks the anime id before the status', () => {
    expect(refusalOf(addEntryBody, { animeId: 'one', status: 'nope' })).toBe(
      "animeId must be a positive whole number, got 'one'.",
    );
  });

  it.each([0, 11, 7.5, '8'])('refuses the score %p', (score) => {
    expect(refusalOf(addEntryBody, { animeId: 21, status: 'watching', score })).toBe(
      `score must be a whole number from 1 to 10, or null to remove it, got '${String(score)}'.`,
    );
  });

  it('refuses fields a POST does not take', () => {
    expect(refusalOf(addEntryBody, { animeId: 21, status: 'watching', isPrivate: true })).toBe(
      'Unknown field: isPrivate. Accepted: animeId, status, score.',
    );
  });
});

describe('updateEntryBody', () => {
  it('takes each field it was given, episodes as sent', () => {
    const body = {
      status: 'on_hold',
      score: 7,
      isFavorite: true,
      isPrivate: false,
      timesRewatched: 2,
      episodesWatched: 5,
    };
    expect(updateEntryBody.parse(body)).toEqual(body);
  });

  it('leaves out what was not sent', () => {
    expect(updateEntryBody.parse({ score: 4 })).toEqual({ score: 4 });
  });

  it('takes null to take the title off the five lists or to remove the score', () => {
    expect(updateEntryBody.parse({ status: null, score: null })).toEqual({ status: null, score: null });
  });

  it('refuses a body that names no field, listing what it accepts', () => {
    expect(refusalOf(updateEntryBody, {})).toBe(
      'The request body names no field to change. Accepted: status, score, isFavorite, timesRewatched, isPrivate, episodesWatched.',
    );
  });

  it("refuses 'favorite' as a status: PUT sets the flag with isFavorite", () => {
    expect(refusalOf(updateEntryBody, { status: 'favorite' })).toBe(
      // Today's wording, pinned as it is (the sentence lost its full stop when 'Or null' was appended).
      `status must be one of ${STATUSES}, got 'favorite' Or null to remove it.`,
    );
  });

  it('refuses a flag that is not a boolean', () => {
    expect(refusalOf(updateEntryBody, { isFavorite: 'yes' })).toBe(
      "isFavorite must be true or false, got 'yes'.",
    );
  });

  it.each([-1, 1_001, 2.5, '3'])('refuses %p rewatches', (timesRewatched) => {
    expect(refusalOf(updateEntryBody, { timesRewatched })).toBe(
      `timesRewatched must be a whole number from 0 to 1000, got '${String(timesRewatched)}'.`,
    );
  });

  it('takes from 0 up to 1000 rewatches', () => {
    expect(updateEntryBody.parse({ timesRewatched: 0 })).toEqual({ timesRewatched: 0 });
    expect(updateEntryBody.parse({ timesRewatched: 1_000 })).toEqual({ timesRewatched: 1_000 });
  });
});
