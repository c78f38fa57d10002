import { SerializedJson } from '@tracker/redis';

import { AccountCache } from './account-cache.js';

const account = (userId: string, displayName = `Name of ${userId}`) =>
  new SerializedJson({ id: userId, displayName });
const text = (json: SerializedJson | undefined) => json?.bytes.toString();

describe(AccountCache.name, () => {
  let now: number;
  const cache = (ttlMs = 1000, maxEntries = 3) => new AccountCache(ttlMs, maxEntries, () => now);

  beforeEach(() => {
    now = 0;
  });

  it('serves the bytes it was given until their lifetime ends', () => {
    const accounts = cache();
    accounts.set('a', account('a'), accounts.ticket());
    now = 999;
    expect(text(accounts.get('a'))).toBe('{"id":"a","displayName":"Name of a"}');
    now = 1000;
    expect(accounts.get('a')).toBeUndefined();
  });

  it('drops the least recently read account when full', () => {
    const accounts = cache();
    for (const id of ['a', 'b', 'c']) accounts.set(id, account(id), accounts.ticket());
    accounts.get('a');
    accounts.set('d', account('d'), accounts.ticket());
    expect(accounts.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((id) => accounts.get(id) !== undefined)).toEqual([true, true, true]);
  });

  it('forgets an invalidated account and keeps the others', () => {
    const accounts = cache();
    for (const id of ['a', 'b']) accounts.set(id, account(id), accounts.ticket());
    accounts.invalidate(['a']);
    expect(accounts.get('a')).toBeUndefined();
    expect(accounts.get('b')).toBeDefined();
  });

  it('refuses a read that started before an invalidation, so it never puts back the old row', () => {
    const accounts = cache();
    const ticket = accounts.ticket();
    accounts.invalidate(['a']);
    accounts.set('a', account('a', 'Before the change'), ticket);
    expect(accounts.get('a')).toBeUndefined();
    accounts.set('a', account('a', 'After the change'), accounts.ticket());
    expect(text(accounts.get('a'))).toContain('After the change');
  });

  it('replaces a stored account with a newer read and restarts its lifetime', () => {
    const accounts = cache();
    accounts.set('a', account('a', 'First'), accounts.ticket());
    now = 600;
    accounts.set('a', account('a', 'Second'), accounts.ticket());
    now = 1200;
    expect(text(accounts.get('a'))).toContain('Second');
  });
});
