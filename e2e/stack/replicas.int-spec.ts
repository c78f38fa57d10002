import { eventually } from '@tracker/testing';

import { Stack } from '../support/stack';

const REQUESTS = 200;
const WAVE = 10;
/** A claim names the ids of every request in its frame, comma-separated. */
const CLAIM = /claimed catalogue\.anime\.get (\S+)/g;

/** Two catalogue replicas on the pub/sub transport: each request is handled by exactly one of them. */
describe('two catalogue replicas', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await Stack.start('replicas', {
      services: ['catalogue', 'catalogue'],
      env: { LOG_LEVEL: 'debug', SERVICE_TIMEOUT_MS: '5000' },
    });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const claimsSince = (offsets: number[]) =>
    stack.services.map((replica, index) =>
      [...replica.output.slice(offsets[index]).matchAll(CLAIM)].flatMap((m) => m[1].split(',')),
    );

  it('handles each of 200 requests exactly once and both replicas work', async () => {
    // A replica learns of a newly started one at its next heartbeat: until both know each other, the
    // first may take everything. Wait until both have claimed work, then measure.
    await eventually(async () => {
      const before = stack.services.map((replica) => replica.output.length);
      await Promise.all(Array.from({ length: 20 }, () => stack.get('/api/database/anime/52701')));
      const claimed = claimsSince(before);
      if (claimed.some((ids) => ids.length === 0)) throw new Error('one replica has not claimed work yet');
    }, 15_000);

    const offsets = stack.services.map((replica) => replica.output.length);
    // In waves: the requests the gateway reads in one turn share a frame, which one replica claims.
    const responses = [];
    for (let wave = 0; wave < REQUESTS / WAVE; wave += 1) {
      responses.push(
        ...(await Promise.all(Array.from({ length: WAVE }, () => stack.get('/api/database/anime/52701')))),
      );
    }
    expect(
      responses.every((response) => response.status === 200 && response.body.data.mal_id === 52701),
    ).toBe(true);

    const claimed = claimsSince(offsets);
    const all = claimed.flat();
    expect(all).toHaveLength(REQUESTS);
    expect(new Set(all).size).toBe(REQUESTS);
    expect(claimed[0].length).toBeGreaterThan(0);
    expect(claimed[1].length).toBeGreaterThan(0);
  });
});
