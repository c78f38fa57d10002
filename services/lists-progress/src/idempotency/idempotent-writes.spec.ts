import { writeKeyOf } from './idempotent-writes.js';

describe(writeKeyOf.name, () => {
  const PATTERN = 'lists.entry.upsert';
  const write = (overrides: Record<string, unknown> = {}) => ({
    userId: 'user-1',
    idempotencyKey: '6f1c2a9e-1b7d-4c3a-9a57-0e6f2d1b8c44',
    body: { animeId: 21, status: 'watching' },
    ...overrides,
  });

  it('answers nothing for a write without a key', () => {
    expect(writeKeyOf(PATTERN, write({ idempotencyKey: undefined }))).toBeUndefined();
  });

  it("answers the user's key with a hash of the request", () => {
    expect(writeKeyOf(PATTERN, write())).toEqual({
      userId: 'user-1',
      key: '6f1c2a9e-1b7d-4c3a-9a57-0e6f2d1b8c44',
      requestHash: expect.stringMatching(/^[\w-]{43}$/),
    });
  });

  it('hashes a retry of the same request alike, whatever its key', () => {
    const first = writeKeyOf(PATTERN, write());
    const retry = writeKeyOf(PATTERN, write({ idempotencyKey: 'another-key' }));
    expect(retry?.requestHash).toBe(first?.requestHash);
  });

  it('hashes another request, another pattern or another user differently', () => {
    const first = writeKeyOf(PATTERN, write())?.requestHash;
    expect(writeKeyOf(PATTERN, write({ body: { animeId: 21, status: 'dropped' } }))?.requestHash).not.toBe(
      first,
    );
    expect(writeKeyOf('lists.entry.update', write())?.requestHash).not.toBe(first);
    expect(writeKeyOf(PATTERN, write({ userId: 'user-2' }))?.requestHash).not.toBe(first);
  });

  it('takes 1 to 255 visible ASCII characters', () => {
    expect(writeKeyOf(PATTERN, write({ idempotencyKey: '!' }))?.key).toBe('!');
    expect(writeKeyOf(PATTERN, write({ idempotencyKey: '~'.repeat(255) }))?.key).toHaveLength(255);
  });
});
