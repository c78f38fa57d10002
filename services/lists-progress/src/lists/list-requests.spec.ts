import { addRequestOf, notOnListMessage } from './list-requests.js';

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
});

describe(notOnListMessage.name, () => {
  it('says which list, flag or score the title lacks', () => {
    expect(notOnListMessage(5, 'dropped')).toBe('Anime 5 is not on your dropped list.');
    expect(notOnListMessage(5, 'favorite')).toBe('Anime 5 is not among your favorites.');
    expect(notOnListMessage(5, 'rating')).toBe('Anime 5 has no score of yours.');
  });
});
