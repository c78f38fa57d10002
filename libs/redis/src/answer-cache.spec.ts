import { AnswerCache } from './answer-cache.js';

describe(AnswerCache.name, () => {
  let now: number;
  const cache = (capacity = 3, maxChangedKeys = 10) =>
    new AnswerCache<string, string>({ capacity, ttlMs: 1000, maxChangedKeys, now: () => now });

  beforeEach(() => {
    now = 0;
  });

  it('serves what was kept until its lifetime ends', () => {
    const answers = cache();
    answers.set('a', 'A', answers.ticket());
    now = 999;
    expect(answers.get('a')).toBe('A');
    now = 1000;
    expect(answers.get('a')).toBeUndefined();
    expect(answers.size).toBe(0);
  });

  it('tells when a kept answer nears the end of its lifetime', () => {
    const answers = cache();
    answers.set('a', 'A', answers.ticket());
    now = 899;
    expect(answers.expiresWithin('a', 100)).toBe(false);
    now = 900;
    expect(answers.expiresWithin('a', 100)).toBe(true);
    expect(answers.expiresWithin('b', 100)).toBe(false);
  });

  it('drops the least recently read answer when full', () => {
    const answers = cache();
    for (const key of ['a', 'b', 'c']) answers.set(key, key.toUpperCase(), answers.ticket());
    answers.get('a');
    answers.set('d', 'D', answers.ticket());
    expect(answers.size).toBe(3);
    expect(answers.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => answers.get(key))).toEqual(['A', 'C', 'D']);
  });

  it('keeps answers within their total weight, and none heavier than all of it', () => {
    const answers = new AnswerCache<string, string>({
      capacity: 10,
      ttlMs: 1000,
      weigh: (value) => value.length,
    });
    answers.set('a', 'aaaa', answers.ticket());
    answers.set('b', 'bbbb', answers.ticket());
    answers.set('c', 'cccc', answers.ticket());
    expect(answers.get('a')).toBeUndefined();
    expect(answers.totalWeight).toBe(8);
    expect(answers.set('d', 'd'.repeat(11), answers.ticket())).toBe(false);
    answers.set('b', 'bb', answers.ticket());
    expect(answers.totalWeight).toBe(6);
    expect([answers.get('b'), answers.get('c')]).toEqual(['bb', 'cccc']);
  });

  it('forgets invalidated keys and keeps the others', () => {
    const answers = cache();
    for (const key of ['a', 'b']) answers.set(key, key.toUpperCase(), answers.ticket());
    answers.invalidate(['a']);
    expect(answers.get('a')).toBeUndefined();
    expect(answers.get('b')).toBe('B');
  });

  it('refuses an answer read before its key changed, and takes one read after', () => {
    const answers = cache();
    const before = answers.ticket();
    answers.invalidate(['a']);
    expect(answers.set('a', 'stale', before)).toBe(false);
    expect(answers.get('a')).toBeUndefined();
    expect(answers.set('a', 'fresh', answers.ticket())).toBe(true);
    expect(answers.get('a')).toBe('fresh');
  });

  it("keeps an answer read before another key's change", () => {
    const answers = cache();
    const before = answers.ticket();
    answers.invalidate(['b']);
    expect(answers.set('a', 'A', before)).toBe(true);
  });

  it('tells whether any of the things an answer was built from changed since its ticket', () => {
    const answers = cache(3, 2);
    const before = answers.ticket();
    answers.invalidate(['user:a']);
    const between = answers.ticket();
    expect(answers.changedSince(['user:b', 'user:a'], before)).toBe(true);
    expect(answers.changedSince(['user:a', 'user:b'], between)).toBe(false);
    expect(answers.changedSince([], before)).toBe(false);
    // Past maxChangedKeys, a forgotten change time still refuses what came before it.
    answers.invalidate(['user:b']);
    answers.invalidate(['user:c']);
    expect(answers.changedSince(['user:a'], before)).toBe(true);
    expect(answers.changedSince(['user:a'], between)).toBe(false);
  });

  it('still refuses a stale answer once the change time of its key was forgotten', () => {
    const answers = cache(3, 2);
    const before = answers.ticket();
    answers.invalidate(['a']);
    answers.invalidate(['b']);
    answers.invalidate(['c']);
    expect(answers.set('a', 'stale', before)).toBe(false);
  });

  it('drops what a broad change touches and refuses every read in flight', () => {
    const answers = cache();
    for (const key of ['a', 'b']) answers.set(key, key.toUpperCase(), answers.ticket());
    const before = answers.ticket();
    answers.invalidateWhere((value) => value === 'A');
    expect(answers.get('a')).toBeUndefined();
    expect(answers.get('b')).toBe('B');
    expect(answers.set('c', 'C', before)).toBe(false);
    expect(answers.set('c', 'C', answers.ticket())).toBe(true);
  });
});
