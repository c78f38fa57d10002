import { OWN_ANSWERS } from '@tracker/contracts';

import type { PeerServices } from '../peers/peer-services.js';
import { type BuiltAnswer, OwnAnswers } from './own-answers.js';

describe(OwnAnswers.name, () => {
  let emitted: Array<{ pattern: string; payload: unknown }>;
  let answers: OwnAnswers;
  /** A builder that counts its calls and answers `value` (with the titles it took). */
  const builder = (value: unknown, titles?: number[]) =>
    jest.fn(async (): Promise<BuiltAnswer> => ({ value, titles }));
  const text = async (served: Promise<{ bytes: Buffer }>) => (await served).bytes.toString();

  beforeEach(() => {
    emitted = [];
    const peers = {
      emit: async (contract: { pattern: string }, payload: unknown) => {
        emitted.push({ pattern: contract.pattern, payload });
      },
    } as unknown as PeerServices;
    answers = new OwnAnswers(peers);
  });

  it('builds an answer once and serves its bytes after', async () => {
    const build = builder({ watching: [] });
    expect(await text(answers.serve('lists', 'a', build))).toBe('{"watching":[]}');
    expect(await text(answers.serve('lists', 'a', build))).toBe('{"watching":[]}');
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("keeps each user's answers apart, and each kind apart", async () => {
    await answers.serve('lists', 'a', builder('lists of a'));
    await answers.serve('statistics', 'a', builder('statistics of a'));
    await answers.serve('lists', 'b', builder('lists of b'));
    expect(await text(answers.serve('lists', 'a', builder('unused')))).toBe('"lists of a"');
    expect(await text(answers.serve('statistics', 'a', builder('unused')))).toBe('"statistics of a"');
    expect(await text(answers.serve('lists', 'b', builder('unused')))).toBe('"lists of b"');
  });

  it('drops every answer of the users a write changed, here and, by broadcast, in other replicas', async () => {
    for (const kind of ['lists', 'statistics', 'episodes'] as const) {
      await answers.serve(kind, 'a', builder('before'));
      await answers.serve(kind, 'b', builder('kept'));
    }
    await answers.changed(['a', 'a']);
    expect(emitted).toEqual([{ pattern: OWN_ANSWERS.changed.pattern, payload: { userIds: ['a'] } }]);
    for (const kind of ['lists', 'statistics', 'episodes'] as const) {
      expect(await text(answers.serve(kind, 'a', builder('after')))).toBe('"after"');
      expect(await text(answers.serve(kind, 'b', builder('unused')))).toBe('"kept"');
    }
  });

  it('does not keep an answer whose build started before a write to its user', async () => {
    let finish!: () => void;
    const slow = jest.fn(
      () => new Promise<BuiltAnswer>((resolve) => (finish = () => resolve({ value: 'read before' }))),
    );
    const served = answers.serve('lists', 'a', slow);
    answers.forget(['a']);
    finish();
    expect(await text(served)).toBe('"read before"');
    expect(await text(answers.serve('lists', 'a', builder('read after')))).toBe('"read after"');
  });

  it('drops the answers built from a title the catalogue stored anew, and only those', async () => {
    await answers.serve('statistics', 'a', builder('took title 1', [1, 2]));
    await answers.serve('statistics', 'b', builder('took title 3', [3]));
    await answers.serve('lists', 'a', builder('took no title'));
    answers.titlesChanged([1]);
    expect(await text(answers.serve('statistics', 'a', builder('anew')))).toBe('"anew"');
    expect(await text(answers.serve('statistics', 'b', builder('unused')))).toBe('"took title 3"');
    expect(await text(answers.serve('lists', 'a', builder('unused')))).toBe('"took no title"');
  });
});
