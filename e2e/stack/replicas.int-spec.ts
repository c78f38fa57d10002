import { Stack } from '../support/stack';

const REQUESTS = 200;

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

  it('handles each of 200 requests exactly once and both replicas work', async () => {
    const responses = await Promise.all(
      Array.from({ length: REQUESTS }, () => stack.get('/api/database/anime/52701')),
    );
    expect(
      responses.every((response) => response.status === 200 && response.body.data.mal_id === 52701),
    ).toBe(true);

    const claimed = stack.services.map((replica) =>
      [...replica.output.matchAll(/claimed catalogue\.anime\.get (\S+)/g)].map((m) => m[1]),
    );
    const all = claimed.flat();
    expect(all).toHaveLength(REQUESTS);
    expect(new Set(all).size).toBe(REQUESTS);
    expect(claimed[0].length).toBeGreaterThan(0);
    expect(claimed[1].length).toBeGreaterThan(0);
  });
});
