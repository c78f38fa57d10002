/**
 * A response serialised to JSON once, kept as its UTF-8 bytes. A handler returns one for a value it
 * serves often (and keeps), and {@link serializeReply} puts the bytes into the reply as they are.
 * Serialised here, so the bytes hold no raw line break, which would split a frame (see frames.ts).
 */
export class SerializedJson {
  readonly bytes: Buffer;

  constructor(value: unknown) {
    this.bytes = Buffer.from(JSON.stringify(value));
  }

  /**
   * JSON made of `parts` as they are: JSON text around values already serialised, so an answer holding
   * kept values (titles in memory) copies their bytes instead of serialising them again.
   */
  static join(parts: ReadonlyArray<string | SerializedJson>): SerializedJson {
    const joined = Object.create(SerializedJson.prototype) as { bytes: Buffer };
    joined.bytes = Buffer.concat(
      parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part.bytes)),
    );
    return joined;
  }

  /** A JSON array of values already serialised. */
  static array(items: readonly SerializedJson[]): SerializedJson {
    return SerializedJson.join(['[', ...items.flatMap((item, n) => (n === 0 ? [item] : [',', item])), ']']);
  }
}

/** Where the response starts in a reply {@link serializeReply} wrote: after the id and the flags. */
const RESPONSE_FIELD = ',"response":';
/** {@link RESPONSE_FIELD} as bytes, to look for in a reply without encoding it again per reply. */
const RESPONSE_FIELD_BYTES = Buffer.from(RESPONSE_FIELD);
const CLOSING_BRACE = Buffer.from('}');
const OPENING_BRACE = '{'.charCodeAt(0);

/**
 * A reply packet as JSON with the response last, so a client that only passes the response on can cut its
 * text out after parsing the short head ({@link readReplyHead}), and never parse or re-serialise the body.
 *
 * With a {@link SerializedJson} response the reply is bytes: the Redis client then joins a batch of
 * publishes by copying bytes. As text, a batch of titles was one string of 40-130 kB that V8 built in
 * fresh pages, widened to two bytes a character for any Japanese title in it, and encoded back to UTF-8
 * on writing: a fifth of the catalogue's CPU when serving cached titles, and most of its page faults.
 */
export function serializeReply(
  packet: { response?: unknown; [field: string]: unknown },
  id: string,
): string | Buffer {
  const { response, ...flags } = packet;
  const head = JSON.stringify({ ...flags, id });
  const opening = head.slice(0, -1) + RESPONSE_FIELD;
  if (response instanceof SerializedJson) {
    return Buffer.concat([Buffer.from(opening), response.bytes, CLOSING_BRACE]);
  }
  const body = JSON.stringify(response);
  return body === undefined ? head : `${opening}${body}}`;
}

export interface ReplyHead {
  id: string;
  isDisposed?: boolean;
  /** The response's JSON, as the bytes it arrived in: never decoded. */
  responseJson: Buffer;
}

/** The id, flags and response bytes of a reply {@link serializeReply} wrote with a response; else null. */
export function readReplyHead(reply: Buffer): ReplyHead | null {
  const at = reply.indexOf(RESPONSE_FIELD_BYTES);
  if (at < 0 || reply[0] !== OPENING_BRACE) return null;
  try {
    const head = JSON.parse(`${reply.toString('utf8', 0, at)}}`) as {
      id?: unknown;
      isDisposed?: boolean;
      err?: unknown;
    };
    if (typeof head.id !== 'string' || head.err !== undefined) return null;
    return {
      id: head.id,
      isDisposed: head.isDisposed,
      responseJson: reply.subarray(at + RESPONSE_FIELD_BYTES.length, -1),
    };
  } catch {
    // The marker sat inside a string of another kind of packet: not a reply this client cuts.
    return null;
  }
}
