/**
 * A frame is what one Redis message carries: one or more packets' JSON, a line each. JSON text never
 * holds a raw line break (JSON.stringify escapes it, and no byte of a multi-byte UTF-8 character is one),
 * so a line break can only be a separator.
 *
 * Under load the gateway sends about 25 requests to a service in each turn of its event loop. Each of
 * them a message of its own cost a PUBLISH for the client, a fan-out for Redis, a parse and a claim for
 * every replica, and a reply message back: a frame shares those among its packets.
 */
const SEPARATOR = '\n';
const SEPARATOR_BYTE = 0x0a;
const SEPARATOR_BUFFER = Buffer.from(SEPARATOR);

/** One frame of `messages`: text when every message is text, else bytes. */
export function joinFrame(messages: ReadonlyArray<string | Buffer>): string | Buffer {
  if (messages.length === 1) return messages[0];
  if (messages.every((message): message is string => typeof message === 'string')) {
    return messages.join(SEPARATOR);
  }
  const parts: Buffer[] = [];
  for (const message of messages) {
    if (parts.length > 0) parts.push(SEPARATOR_BUFFER);
    parts.push(typeof message === 'string' ? Buffer.from(message) : message);
  }
  return Buffer.concat(parts);
}

/** The packets' JSON in a frame of text. */
export function splitFrame(frame: string): string[] {
  return frame.includes(SEPARATOR) ? frame.split(SEPARATOR) : [frame];
}

/** The packets' JSON in a frame of bytes, as views on it: nothing is copied or decoded. */
export function splitFrameBytes(frame: Buffer): Buffer[] {
  const lines: Buffer[] = [];
  let start = 0;
  for (let end = frame.indexOf(SEPARATOR_BYTE); end >= 0; end = frame.indexOf(SEPARATOR_BYTE, start)) {
    lines.push(frame.subarray(start, end));
    start = end + 1;
  }
  lines.push(start === 0 ? frame : frame.subarray(start));
  return lines;
}

interface PendingFrame {
  messages: Array<string | Buffer>;
  published: Promise<unknown>;
  settle: { resolve: (value: unknown) => void; reject: (reason: unknown) => void };
}

/**
 * The most packets a frame carries. A frame goes out when it is full or when the turn ends, whichever
 * comes first: the service starts on the first packets while the gateway still reads the rest. Frames of
 * a whole turn (about 25 requests at 64 connections) made the gateway and the catalogue take turns: the
 * catalogue waited for the gateway's turn to end, the gateway for the catalogue's whole frame, and the
 * gateway fell into a state where it spent 70 µs per request. Capped at 8-32 packets, the uncached title
 * read did 20-24k requests/s instead of 11-19k in interleaved runs.
 */
export const MAX_FRAME_PACKETS = 16;

/**
 * Messages for one channel queued during a turn of the event loop, published together as one frame once
 * the turn's I/O callbacks have run (`setImmediate`), or as soon as {@link MAX_FRAME_PACKETS} are queued.
 */
export class FrameQueue {
  private pending = new Map<string, PendingFrame>();

  constructor(
    private readonly publish: (channel: string, frame: string | Buffer) => Promise<unknown>,
    private readonly maxPackets = MAX_FRAME_PACKETS,
  ) {}

  /** Settles as the publish of the frame that carries `message` does. */
  add(channel: string, message: string | Buffer): Promise<unknown> {
    let frame = this.pending.get(channel);
    if (!frame) {
      if (this.pending.size === 0) setImmediate(this.flush);
      let settle!: PendingFrame['settle'];
      const published = new Promise((resolve, reject) => (settle = { resolve, reject }));
      frame = { messages: [], published, settle };
      this.pending.set(channel, frame);
    }
    frame.messages.push(message);
    const { published } = frame;
    if (frame.messages.length >= this.maxPackets) {
      this.pending.delete(channel);
      this.send(channel, frame);
    }
    return published;
  }

  private readonly flush = (): void => {
    const frames = this.pending;
    this.pending = new Map();
    for (const [channel, frame] of frames) this.send(channel, frame);
  };

  private send(channel: string, { messages, settle }: PendingFrame): void {
    this.publish(channel, joinFrame(messages)).then(settle.resolve, settle.reject);
  }
}
