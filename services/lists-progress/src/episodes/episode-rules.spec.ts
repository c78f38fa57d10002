import { badRequestWith, refusalOf } from '../../test/support/factories.js';
import type { PeerServices } from '../peers/peer-services.js';
import { EpisodeRules } from './episode-rules.js';

/** The rules over a catalogue that knows title 1 has `total` episodes (null: the count is unknown). */
function rulesFor(total: number | null) {
  const peers = { episodeCount: jest.fn(async () => total) };
  return { rules: new EpisodeRules(peers as unknown as PeerServices), peers };
}

describe(EpisodeRules.name, () => {
  describe('episodeOf', () => {
    it("takes an episode within the title's count, answering the count too", async () => {
      const { rules, peers } = rulesFor(12);
      expect(await rules.episodeOf(1, 12)).toEqual({ episodeNumber: 12, total: 12 });
      expect(peers.episodeCount).toHaveBeenCalledWith(1);
    });

    it("refuses an episode past the title's count, naming it", async () => {
      const { rules } = rulesFor(12);
      expect(await refusalOf(() => rules.episodeOf(1, 13))).toEqual(
        badRequestWith(
          "episodeNumber must be a whole number from 1 to 12 (the title's episode count), got '13'.",
        ),
      );
    });

    it('bounds the episode by 10000 when the count is unknown', async () => {
      const { rules } = rulesFor(null);
      expect(await rules.episodeOf(1, 10_000)).toEqual({ episodeNumber: 10_000, total: null });
      expect(await refusalOf(() => rules.episodeOf(1, 0))).toEqual(
        badRequestWith("episodeNumber must be a whole number from 1 to 10000, got '0'."),
      );
    });

    it('refuses digits in a string: a body sends numbers', async () => {
      const { rules } = rulesFor(12);
      expect((await refusalOf(() => rules.episodeOf(1, '3'))).message).toContain("got '3'");
    });
  });

  describe('watchedCountOf', () => {
    it("takes 0 up to the title's count", async () => {
      const { rules } = rulesFor(12);
      expect(await rules.watchedCountOf(1, 0)).toBe(0);
      expect(await rules.watchedCountOf(1, 12)).toBe(12);
    });

    it("refuses more episodes than the title has, naming the title's count", async () => {
      const { rules } = rulesFor(12);
      expect(await refusalOf(() => rules.watchedCountOf(1, 13))).toEqual(
        badRequestWith(
          "episodesWatched must be a whole number from 0 to 12 (the title's episode count), got '13'.",
        ),
      );
    });

    it('refuses a negative or fractional count against the sanity bound when the count is unknown', async () => {
      const { rules } = rulesFor(null);
      for (const value of [-1, 2.5, 10_001]) {
        expect(await refusalOf(() => rules.watchedCountOf(1, value))).toEqual(
          badRequestWith(`episodesWatched must be a whole number from 0 to 10000, got '${value}'.`),
        );
      }
    });
  });

  describe('totalOf', () => {
    it("marks all up to the catalogue's count, whether or not the total is sent", async () => {
      const { rules } = rulesFor(24);
      expect(await rules.totalOf(1, undefined)).toBe(24);
      expect(await rules.totalOf(1, 24)).toBe(24);
    });

    it("refuses a total that differs from the catalogue's count", async () => {
      const { rules } = rulesFor(24);
      expect(await refusalOf(() => rules.totalOf(1, 25))).toEqual(
        badRequestWith("totalEpisodes must be 24 (the title's episode count), got '25'."),
      );
    });

    it('takes the total sent when the count is unknown, and requires one', async () => {
      const { rules } = rulesFor(null);
      expect(await rules.totalOf(1, 13)).toBe(13);
      expect(await refusalOf(() => rules.totalOf(1, undefined))).toEqual(
        badRequestWith(
          "totalEpisodes must be a whole number from 1 to 10000 (the title's episode count is unknown), got 'undefined'.",
        ),
      );
    });
  });
});
