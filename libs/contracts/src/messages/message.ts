import type { ServiceName } from '../services.js';

/**
 * One message pattern, declared once with its request and response types and the service that handles it.
 * The gateway sends through it and the service handles it, so both sides share one declaration.
 */
export interface MessageContract<Request, Response> {
  readonly pattern: string;
  readonly service: ServiceName;
  /** Events are fire-and-forget; broadcast events reach every replica instead of exactly one. */
  readonly kind: 'request' | 'event' | 'broadcast';
  /** Type carriers only: never set at run time. */
  readonly request?: Request;
  readonly response?: Response;
}

export type RequestOf<C> = C extends MessageContract<infer Q, unknown> ? Q : never;
export type ResponseOf<C> = C extends MessageContract<unknown, infer R> ? R : never;

export function request<Q, R>(service: ServiceName, pattern: string): MessageContract<Q, R> {
  return { service, pattern, kind: 'request' };
}

/** Broadcast events skip the per-message claim, so every replica handles them (e.g. cache invalidation). */
export const BROADCAST_PREFIX = 'broadcast:';

export function event<Q>(service: ServiceName, pattern: string, broadcast = false): MessageContract<Q, void> {
  return broadcast
    ? { service, pattern: BROADCAST_PREFIX + pattern, kind: 'broadcast' }
    : { service, pattern, kind: 'event' };
}
