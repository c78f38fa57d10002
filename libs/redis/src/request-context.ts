import { AsyncLocalStorage } from 'node:async_hooks';

/** What one request carries through every await: the id its log lines and calls to services are tagged with. */
export interface RequestContext {
  requestId: string;
}

/**
 * The request being handled: set by the gateway for each HTTP request and by the transport server for each
 * packet that names one, read by the transport client (into the packet's metadata) and the logger.
 */
export const requestContext = new AsyncLocalStorage<RequestContext>();

/** The packet metadata key that carries the request id across the transport. */
export const REQUEST_ID = 'requestId';

/** The id of the request being handled here, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/** A request id a client may choose: 1 to 128 visible ASCII characters, so it is safe in logs and headers. */
export function isSaneRequestId(value: unknown): value is string {
  return typeof value === 'string' && /^[\x21-\x7e]{1,128}$/.test(value);
}
