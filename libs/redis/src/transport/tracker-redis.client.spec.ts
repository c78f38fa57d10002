import { Logger } from '@nestjs/common';
import { event, request } from '@tracker/contracts';

import type { Redis as FakeRedis } from '../../test/support/fake-redis.js';
import { joinFrame } from './frames.js';
import { SerializedJson, serializeReply } from './replies.js';
import { emit, send, SendError, sendJson } from './send.js';
import { TrackerRedisClient } from './tracker-redis.client.js';

jest.mock('ioredis', () => jest.requireActual('../../test/support/fake-redis'));

const DOUBLE = request<{ n: number }, { doubled: number }>('catalogue', 'catalogue.double');
const HALVE = request<{ n: number }, { halved: number }>('catalogue', 'catalogue.halve');
const NOTED = event<{ n: number }>('catalogue', 'catalogue.noted');

interface SentPacket {
  pattern: string;
  data: { n: number };
  id?: string;
  metadata: { replyTo?: string; eventId?: string };
}

/**
 * A connected client on fake connections: what it publishes is recorded, and `reply` hands a frame of
 * replies to its reply connection, as ioredis does with the bytes it read.
 */
async function connectedClient() {
  const client = new TrackerRedisClient('stack', {});
  await client.connect();
  const [pub, sub] = client.unwrap<[FakeRedis, FakeRedis]>();
  const reply = async (replies: Array<string | Buffer>) => {
    sub.emit('messageBuffer', Buffer.from(client.replyChannel), Buffer.from(joinFrame(replies)));
    await nextTurn();
  };
  /** Each frame published so far, by channel, as its packets. */
  const frames = () =>
    pub.publish.mock.calls.map(([channel, frame]): [string, SentPacket[]] => [
      channel,
      String(frame)
        .split('\n')
        .map((line) => JSON.parse(line) as SentPacket),
    ]);
  return { client, pub, sub, reply, frames };
}

/** A call the test leaves unanswered: its timeout may end after the test. */
const unanswered = (call: Promise<unknown>) => void call.catch(() => undefined);

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** How many requests the client still routes replies for. */
const inFlight = (client: TrackerRedisClient) => client['replyRoutes'].size;

describe(TrackerRedisClient.name, () => {
  beforeAll(() => Logger.overrideLogger(false));
  afterEach(() => jest.useRealTimers());

  describe('requests', () => {
    it("sends one turn's requests as one frame per channel, each naming the client's reply channel", async () => {
      const { client, frames } = await connectedClient();
      unanswered(send(client, DOUBLE, { n: 1 }, 5000));
      unanswered(send(client, HALVE, { n: 2 }, 5000));
      unanswered(send(client, DOUBLE, { n: 3 }, 5000));
      await nextTurn();
      await nextTurn();

      expect(frames()).toEqual([
        [
          'stack:rpc:catalogue.double',
          [1, 3].map((n) => ({
            pattern: 'catalogue.double',
            data: { n },
            id: expect.any(String),
            metadata: { replyTo: client.replyChannel },
          })),
        ],
        [
          'stack:rpc:catalogue.halve',
          [
            {
              pattern: 'catalogue.halve',
              data: { n: 2 },
              id: expect.any(String),
              metadata: { replyTo: client.replyChannel },
            },
          ],
        ],
      ]);
      expect(client.replyChannel).toMatch(/^stack:reply:[0-9a-f-]{36}$/);

      unanswered(send(client, DOUBLE, { n: 4 }, 5000));
      await nextTurn();
      await nextTurn();
      expect(frames()).toHaveLength(3);
      expect(frames()[2][1].map((packet) => packet.data)).toEqual([{ n: 4 }]);
    });

    it('starts a new frame once one holds 16 requests', async () => {
      const { client, frames } = await connectedClient();
      for (let n = 0; n < 20; n += 1) unanswered(send(client, DOUBLE, { n }, 5000));
      await nextTurn();
      await nextTurn();
      expect(frames().map(([, packets]) => packets.length)).toEqual([16, 4]);
    });

    it("routes each reply of a frame to its own caller, whatever the order, and keeps the service's bytes", async () => {
      const { client, reply, frames } = await connectedClient();
      const doubled = [1, 2, 3].map((n) => send(client, DOUBLE, { n }, 5000));
      const json = sendJson(client, DOUBLE, { n: 4 }, 5000);
      await nextTurn();
      await nextTurn();
      const [[, packets]] = frames();
      expect(packets).toHaveLength(4);

      const kept = new SerializedJson({ doubled: 8, title: 'ダンジョン飯' });
      await reply(
        packets
          .reverse()
          .map(({ id, data }) =>
            serializeReply(
              { response: data.n === 4 ? kept : { doubled: data.n * 2 }, isDisposed: true },
              id as string,
            ),
          ),
      );
      expect(await Promise.all(doubled)).toEqual([{ doubled: 2 }, { doubled: 4 }, { doubled: 6 }]);
      expect((await json).equals(kept.bytes)).toBe(true);
      expect(inFlight(client)).toBe(0);
    });

    it("rejects with the service's error, for send and sendJson alike", async () => {
      const { client, reply, frames } = await connectedClient();
      const failures = [send(client, DOUBLE, { n: 1 }, 5000), sendJson(client, DOUBLE, { n: 2 }, 5000)].map(
        (call) => call.catch((error: unknown) => error),
      );
      await nextTurn();
      await nextTurn();
      const err = { code: 'NOT_FOUND', message: 'Anime not found.' } as const;
      await reply(frames()[0][1].map(({ id }) => serializeReply({ err, isDisposed: true }, id as string)));

      expect(await Promise.all(failures)).toEqual([new SendError(err), new SendError(err)]);
    });
  });

  describe('timeouts', () => {
    it('gives up after the timeout and drops the reply that comes later', async () => {
      jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'] });
      const { client, reply, frames } = await connectedClient();
      const calls = [send(client, DOUBLE, { n: 1 }, 300), sendJson(client, DOUBLE, { n: 2 }, 300)];
      const failures = calls.map((call) => call.catch((error: unknown) => error));
      await nextTurn();
      await nextTurn();
      expect(inFlight(client)).toBe(2);

      jest.advanceTimersByTime(300);
      const expected = new SendError({
        code: 'UNAVAILABLE',
        message: 'The catalogue service did not answer within 300 ms. Please try again in a moment.',
      });
      expect(await Promise.all(failures)).toEqual([expected, expected]);
      expect(inFlight(client)).toBe(0);

      await reply(
        frames()[0][1].map(({ id, data }) =>
          serializeReply({ response: { doubled: data.n * 2 }, isDisposed: true }, id as string),
        ),
      );
      expect(inFlight(client)).toBe(0);
    });

    it("counts connecting in sendJson's timeout", async () => {
      jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'] });
      const { client, pub } = await connectedClient();
      jest.spyOn(client, 'connect').mockReturnValue(new Promise(() => undefined));
      const failure = sendJson(client, DOUBLE, { n: 1 }, 300).catch((error: unknown) => error);
      jest.advanceTimersByTime(300);
      expect(((await failure) as SendError).payload.code).toBe('UNAVAILABLE');
      await nextTurn();
      expect(pub.publish).not.toHaveBeenCalled();
    });
  });

  describe('connection failures', () => {
    it('fails at once while Redis is away, as unreachable', async () => {
      const { client, pub } = await connectedClient();
      // ioredis lost the connection and is trying again.
      pub.emit('reconnecting');
      const unreachable = new SendError({
        code: 'UNAVAILABLE',
        message: 'The catalogue service is unreachable right now. Please try again in a moment.',
      });
      await expect(send(client, DOUBLE, { n: 1 }, 5000)).rejects.toEqual(unreachable);
      await expect(sendJson(client, DOUBLE, { n: 1 }, 5000)).rejects.toEqual(unreachable);
      await expect(emit(client, NOTED, { n: 1 }, 5000)).rejects.toEqual(unreachable);
      expect(pub.publish).not.toHaveBeenCalled();
    });

    it("fails the requests of a frame whose publish fails, with the publish's error", async () => {
      const { client, pub } = await connectedClient();
      pub.publish.mockRejectedValue(new Error('ERR max number of clients reached'));
      const failures = [send(client, DOUBLE, { n: 1 }, 5000), sendJson(client, DOUBLE, { n: 2 }, 5000)].map(
        (call) => call.catch((error: unknown) => error),
      );
      const failed = new SendError({
        code: 'INTERNAL',
        message: 'The catalogue service failed to handle catalogue.double.',
      });
      expect(await Promise.all(failures)).toEqual([failed, failed]);
      expect(inFlight(client)).toBe(0);
    });

    it('subscribes to its reply channel once per connection, before anything is published', async () => {
      const { client, sub } = await connectedClient();
      await Promise.all([client.connect(), client.connect()]);
      expect(sub.subscribe.mock.calls).toEqual([[client.replyChannel]]);

      // A reconnect.
      sub.emit('reconnecting');
      await expect(client.connect()).rejects.toBe('Error: Connection lost. Trying to reconnect...');
      sub.emit('ready');
      await client.connect();
      expect(sub.subscribe.mock.calls).toEqual([[client.replyChannel], [client.replyChannel]]);
    });
  });

  describe('events', () => {
    it('publishes each event on its own, stamped with an id for the claim', async () => {
      const { client, frames } = await connectedClient();
      await Promise.all([emit(client, NOTED, { n: 1 }, 5000), emit(client, NOTED, { n: 2 }, 5000)]);

      const sent = frames();
      expect(sent).toEqual(
        [1, 2].map((n) => [
          'stack:rpc:catalogue.noted',
          [{ pattern: 'catalogue.noted', data: { n }, metadata: { eventId: expect.any(String) } }],
        ]),
      );
      expect(sent[0][1][0].metadata.eventId).not.toBe(sent[1][1][0].metadata.eventId);
    });
  });
});
