/** Every Redis key and channel starts with `<prefix>:<area>:` so stacks and test suites can share a server. */
export const KEY_AREAS = {
  /** Transport channels: `<prefix>:rpc:<pattern>` (and `<pattern>.reply` for clients without a reply channel). */
  transport: 'rpc',
  /** Reply channels, one per transport client: `<prefix>:reply:<client id>`. */
  reply: 'reply',
  /** Message claims, so exactly one replica handles each request or event. */
  claim: 'claim',
  /** Live replicas of each service, for spreading claims. */
  replicas: 'replicas',
  cache: 'cache',
  rateLimit: 'ratelimit',
  queue: 'queue',
  /** socket.io between gateway replicas (its stream and sessions) and who is online. */
  realtime: 'realtime',
} as const;

export type KeyArea = (typeof KEY_AREAS)[keyof typeof KEY_AREAS];

export function redisKey(prefix: string, area: KeyArea, ...parts: Array<string | number>): string {
  return [prefix, area, ...parts].join(':');
}

/** The packet metadata key that names the channel a request's reply goes to. */
export const REPLY_TO = 'replyTo';

/** The reply channels of a stack: one per client, `<prefix>:reply:<client id>`. */
export function replyChannelPrefix(prefix: string): string {
  return `${redisKey(prefix, KEY_AREAS.reply)}:`;
}
