/**
 * A response already serialised to JSON. A handler returns one for a value it serves often (and keeps
 * serialised), and {@link serializeReply} puts the text into the reply as is.
 */
export class SerializedJson {
  constructor(readonly json: string) {}
}

/** Where the response starts in a reply {@link serializeReply} wrote: after the id and the flags. */
const RESPONSE_FIELD = ',"response":';

/**
 * A reply packet as JSON with the response last, so a client that only passes the response on can cut its
 * text out after parsing the short head ({@link readReplyHead}), and never parse or re-serialise the body.
 */
export function serializeReply(packet: { response?: unknown; [field: string]: unknown }, id: string): string {
  const { response, ...flags } = packet;
  const head = JSON.stringify({ ...flags, id });
  const body = response instanceof SerializedJson ? response.json : JSON.stringify(response);
  return body === undefined ? head : `${head.slice(0, -1)}${RESPONSE_FIELD}${body}}`;
}

export interface ReplyHead {
  id: string;
  isDisposed?: boolean;
  /** The response's JSON text, unparsed. */
  responseJson: string;
}

/** The id, flags and response text of a reply {@link serializeReply} wrote with a response; else null. */
export function readReplyHead(reply: string): ReplyHead | null {
  const at = reply.indexOf(RESPONSE_FIELD);
  if (at < 0 || !reply.startsWith('{')) return null;
  try {
    const head = JSON.parse(`${reply.slice(0, at)}}`) as {
      id?: unknown;
      isDisposed?: boolean;
      err?: unknown;
    };
    if (typeof head.id !== 'string' || head.err !== undefined) return null;
    return {
      id: head.id,
      isDisposed: head.isDisposed,
      responseJson: reply.slice(at + RESPONSE_FIELD.length, -1),
    };
  } catch {
    // The marker sat inside a string of another kind of packet: not a reply this client cuts.
    return null;
  }
}
