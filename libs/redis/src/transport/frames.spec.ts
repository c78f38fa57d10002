import { FrameQueue, joinFrame, MAX_FRAME_PACKETS, splitFrame, splitFrameBytes } from './frames.js';

describe('frames', () => {
  const packets = [{ id: 'a', text: 'two\nlines' }, { id: 'b', title: 'ダンジョン飯' }, { id: 'c' }];
  const lines = packets.map((packet) => JSON.stringify(packet));

  it('joins packets a line each and splits them back, as text or as bytes', () => {
    const text = joinFrame(lines);
    expect(typeof text).toBe('string');
    expect(splitFrame(text as string).map((line) => JSON.parse(line))).toEqual(packets);

    const bytes = joinFrame([lines[0], Buffer.from(lines[1]), lines[2]]);
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(splitFrameBytes(bytes as Buffer).map((line) => JSON.parse(line.toString()))).toEqual(packets);
  });

  it('leaves a frame of one packet as it is', () => {
    const one = Buffer.from(lines[1]);
    expect(joinFrame([one])).toBe(one);
    expect(splitFrame(lines[0])).toEqual([lines[0]]);
    expect(splitFrameBytes(one)).toEqual([one]);
  });
});

describe(FrameQueue.name, () => {
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('publishes what one turn queued as one frame per channel, and each turn apart', async () => {
    const publish = jest.fn(async (_channel: string, _frame: string | Buffer) => 1);
    const queue = new FrameQueue(publish);
    const sent = [queue.add('x', '{"n":1}'), queue.add('y', '{"n":2}'), queue.add('x', '{"n":3}')];
    expect(publish).not.toHaveBeenCalled();
    await Promise.all(sent);
    expect(publish.mock.calls).toEqual([
      ['x', '{"n":1}\n{"n":3}'],
      ['y', '{"n":2}'],
    ]);

    await Promise.all([queue.add('x', '{"n":4}'), nextTurn()]);
    expect(publish).toHaveBeenLastCalledWith('x', '{"n":4}');
    expect(publish).toHaveBeenCalledTimes(3);
  });

  it('fails every message of a frame whose publish failed', async () => {
    const queue = new FrameQueue(async () => Promise.reject(new Error('Connection is closed.')));
    const outcomes = await Promise.allSettled([queue.add('x', 'a'), queue.add('x', 'b')]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
  });

  it('publishes a full frame at once, and what follows at the end of the turn', async () => {
    const publish = jest.fn(async (_channel: string, _frame: string | Buffer) => 1);
    const queue = new FrameQueue(publish);
    const packets = Array.from({ length: MAX_FRAME_PACKETS + 1 }, (_, n) => `{"n":${n}}`);
    const sent = packets.map((packet) => queue.add('x', packet));
    expect(publish).toHaveBeenCalledTimes(1);
    expect(publish).toHaveBeenLastCalledWith('x', packets.slice(0, MAX_FRAME_PACKETS).join('\n'));
    await Promise.all(sent);
    expect(publish).toHaveBeenCalledTimes(2);
    expect(publish).toHaveBeenLastCalledWith('x', packets[MAX_FRAME_PACKETS]);
  });
});
