import { Logger } from '@nestjs/common';

import type { Redis as FakeRedis } from '../../test/support/fake-redis.js';
import { ClaimingRedisServer } from './claiming-redis.server.js';

jest.mock('ioredis', () => jest.requireActual('../../test/support/fake-redis'));

const CHANNEL = 'stack:rpc:catalogue.double';

/** A listening server on fake connections, its claims answered with `claimAnswer`. */
async function serverWith(claimAnswer: 'OK' | null) {
  const server = new ClaimingRedisServer('stack', 'catalogue', {});
  const handler = jest.fn(async (data: { n: number }) => ({ doubled: data.n * 2 }));
  server.addHandler('catalogue.double', handler);
  await new Promise<void>((resolve, reject) => server.listen((error) => (error ? reject(error) : resolve())));
  const [pub] = server.unwrap<[FakeRedis, FakeRedis]>();
  pub.claimAnswer = claimAnswer;
  return { server, handler, pub };
}

/** Hands a frame (or one packet) to the server as its subscription would, and waits until it is handled. */
async function deliver(server: ClaimingRedisServer, frame: string | object): Promise<void> {
  const handleFrame: (channel: string, frame: string) => Promise<unknown> =
    server['handleFrame'].bind(server);
  await handleFrame(CHANNEL, typeof frame === 'string' ? frame : JSON.stringify(frame));
}

/** Each packet of each frame published: Nest publishes replies on the next tick, after the handler's promise. */
async function published(pub: FakeRedis): Promise<Array<[string, unknown]>> {
  for (let tick = 0; tick < 50 && pub.publish.mock.calls.length === 0; tick += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  return pub.publish.mock.calls.flatMap(([channel, frame]) =>
    String(frame)
      .split('\n')
      .map((line): [string, unknown] => [channel, JSON.parse(line)]),
  );
}

describe(ClaimingRedisServer.name, () => {
  beforeAll(() => Logger.overrideLogger(false));
  afterEach(() => jest.restoreAllMocks());

  it('parses each message once, claims it and replies on the channel the client named', async () => {
    const { server, handler, pub } = await serverWith('OK');
    const parse = jest.spyOn(JSON, 'parse');
    await deliver(server, {
      pattern: 'catalogue.double',
      data: { n: 21 },
      id: 'r1',
      metadata: { replyTo: 'stack:reply:client-a' },
    });
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();

    expect(pub.set).toHaveBeenCalledWith('stack:claim:r1', expect.any(String), 'PX', 30_000, 'NX');
    expect(handler).toHaveBeenCalledTimes(1);
    expect(await published(pub)).toEqual([
      ['stack:reply:client-a', { id: 'r1', response: { doubled: 42 }, isDisposed: true }],
    ]);
  });

  it("replies on the pattern's reply channel to a client that names none, or one outside its stack", async () => {
    for (const metadata of [undefined, { replyTo: 'other-stack:reply:client-b' }]) {
      const { server, pub } = await serverWith('OK');
      await deliver(server, { pattern: 'catalogue.double', data: { n: 1 }, id: 'r2', metadata });
      expect((await published(pub)).map(([channel]) => channel)).toEqual([
        'stack:rpc:catalogue.double.reply',
      ]);
    }
  });

  it('leaves a message another replica has claimed alone', async () => {
    const { server, handler, pub } = await serverWith(null);
    await deliver(server, {
      pattern: 'catalogue.double',
      data: { n: 1 },
      id: 'r3',
      metadata: { replyTo: 'stack:reply:client-a' },
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(handler).not.toHaveBeenCalled();
    expect(pub.publish).not.toHaveBeenCalled();
  });

  it('claims a frame once by its first packet, handles every packet and replies in one frame', async () => {
    const { server, handler, pub } = await serverWith('OK');
    const packet = (n: number) =>
      JSON.stringify({
        pattern: 'catalogue.double',
        data: { n },
        id: `f${n}`,
        metadata: { replyTo: 'stack:reply:client-a' },
      });
    await deliver(server, [1, 2, 3].map(packet).join('\n'));

    expect(pub.set).toHaveBeenCalledTimes(1);
    expect(pub.set).toHaveBeenCalledWith('stack:claim:f1', expect.any(String), 'PX', 30_000, 'NX');
    expect(handler).toHaveBeenCalledTimes(3);
    expect(await published(pub)).toEqual(
      [1, 2, 3].map((n) => [
        'stack:reply:client-a',
        { id: `f${n}`, response: { doubled: n * 2 }, isDisposed: true },
      ]),
    );
    expect(pub.publish).toHaveBeenCalledTimes(1);
  });

  it('takes over a frame its preferred replica has left, once the failover delay has passed', async () => {
    const { server, handler, pub } = await serverWith('OK');
    // Another live replica ranks first for this frame.
    jest.spyOn(server['membership'], 'isPreferred').mockReturnValue(false);
    const packet = (n: number) =>
      JSON.stringify({ pattern: 'catalogue.double', data: { n }, id: `t${n}`, metadata: {} });
    const started = performance.now();
    await deliver(server, [1, 2].map(packet).join('\n'));

    expect(performance.now() - started).toBeGreaterThanOrEqual(20);
    expect(pub.set).toHaveBeenCalledTimes(1);
    expect(pub.set).toHaveBeenCalledWith('stack:claim:t1', expect.any(String), 'PX', 30_000, 'NX');
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('catches up on broadcasts with one PING on the subscribed connection per turn, none while it is down', async () => {
    const { server } = await serverWith('OK');
    const [, sub] = server.unwrap<[FakeRedis, FakeRedis]>();
    expect(await Promise.all([server.broadcastsCaughtUp(), server.broadcastsCaughtUp()])).toEqual([
      true,
      true,
    ]);
    expect(sub.ping).toHaveBeenCalledTimes(1);
    expect(await server.broadcastsCaughtUp()).toBe(true);
    expect(sub.ping).toHaveBeenCalledTimes(2);

    expect(server.subscriptionLosses).toBe(0);
    sub.status = 'reconnecting';
    sub.emit('close');
    expect(server.subscriptionLosses).toBe(1);
    expect(await server.broadcastsCaughtUp()).toBe(false);
    sub.ping.mockRejectedValueOnce(new Error('Connection is closed.'));
    sub.status = 'ready';
    expect(await server.broadcastsCaughtUp()).toBe(false);
    expect(sub.ping).toHaveBeenCalledTimes(3);
    // Connected again but not yet subscribed.
    sub.ping.mockResolvedValueOnce('PONG' as never);
    expect(await server.broadcastsCaughtUp()).toBe(false);
    expect(await server.broadcastsCaughtUp()).toBe(true);
  });
});
