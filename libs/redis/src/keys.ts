/** Every Redis key and channel starts with `<prefix>:<area>:` so stacks and test suites can share a server. */
export const KEY_AREAS = {
  /** Transport channels: `<prefix>:rpc:<pattern>` and `<prefix>:rpc:<pattern>.reply`. */
  transport: 'rpc',
  /** Message claims, so exactly one replica handles each request or event. */
  claim: 'claim',
  /** Live replicas of each service, for spreading claims. */
  replicas: 'replicas',
  cache: 'cache',
  rateLimit: 'ratelimit',
  queue: 'queue',
} as const;

export type KeyArea = (typeof KEY_AREAS)[keyof typeof KEY_AREAS];

export function redisKey(prefix: string, area: KeyArea, ...parts: Array<string | number>): string {
  return [prefix, area, ...parts].join(':');
}
