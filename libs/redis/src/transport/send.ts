import type { ClientProxy } from '@nestjs/microservices';
import { isServiceErrorPayload, type MessageContract, type ServiceErrorPayload } from '@tracker/contracts';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';

import type { TrackerRedisClient } from './tracker-redis.client.js';
import { secondsSince, transportClientRequests } from './transport-metrics.js';

/** Any transport client, whatever its status type. */
type AnyClient = Pick<ClientProxy, 'send' | 'emit'>;

/** What a failed `send` rejects with: always a code and a message a person can act on. */
export class SendError extends Error {
  constructor(readonly payload: ServiceErrorPayload) {
    super(payload.message);
    this.name = 'SendError';
  }
}

/**
 * The one way to call a service: typed by the contract, bounded by a timeout, and failing with a
 * {@link SendError} whatever went wrong (service error, no answer, Redis down).
 */
export async function send<Q, R>(
  client: AnyClient,
  contract: MessageContract<Q, R>,
  payload: Q,
  timeoutMs: number,
): Promise<R> {
  return measured(contract, () =>
    failingAsSendError(contract, timeoutMs, () =>
      firstValueFrom(client.send<R, Q>(contract.pattern, payload).pipe(timeout(timeoutMs))),
    ),
  );
}

/**
 * {@link send} for a caller that only passes the response on: resolves with its JSON as UTF-8 bytes,
 * which the client never decodes or parses (see {@link TrackerRedisClient.requestJson}).
 */
export async function sendJson<Q, R>(
  client: TrackerRedisClient,
  contract: MessageContract<Q, R>,
  payload: Q,
  timeoutMs: number,
): Promise<Buffer> {
  return measured(contract, () =>
    failingAsSendError(contract, timeoutMs, () => client.requestJson(contract.pattern, payload, timeoutMs)),
  );
}

/** Fire-and-forget: resolves once the event is published. */
export async function emit<Q>(
  client: AnyClient,
  contract: MessageContract<Q, void>,
  payload: Q,
  timeoutMs: number,
): Promise<void> {
  return failingAsSendError(contract, timeoutMs, () =>
    firstValueFrom(client.emit<void, Q>(contract.pattern, payload).pipe(timeout(timeoutMs)), {
      defaultValue: undefined,
    }),
  );
}

/** Counts a request and its duration by pattern and outcome: `ok`, or the failure's code in lower case. */
async function measured<T>(contract: MessageContract<unknown, unknown>, call: () => Promise<T>): Promise<T> {
  const startedAt = performance.now();
  let outcome = 'ok';
  try {
    return await call();
  } catch (error) {
    outcome = error instanceof SendError ? error.payload.code.toLowerCase() : 'internal';
    throw error;
  } finally {
    transportClientRequests.observe({ pattern: contract.pattern, outcome }, secondsSince(startedAt));
  }
}

/** Runs one call to a service, turning whatever it fails with into a {@link SendError}. */
async function failingAsSendError<T>(
  contract: MessageContract<unknown, unknown>,
  timeoutMs: number,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new SendError(toServiceError(error, contract, timeoutMs));
  }
}

function toServiceError(
  error: unknown,
  contract: MessageContract<unknown, unknown>,
  timeoutMs: number,
): ServiceErrorPayload {
  if (isServiceErrorPayload(error)) return error;
  if (error instanceof TimeoutError) {
    return {
      code: 'UNAVAILABLE',
      message: `The ${contract.service} service did not answer within ${timeoutMs} ms. Please try again in a moment.`,
    };
  }
  const text = typeof error === 'string' ? error : error instanceof Error ? error.message : '';
  if (/connection (lost|closed)|ECONNREFUSED|reconnect/i.test(text)) {
    return {
      code: 'UNAVAILABLE',
      message: `The ${contract.service} service is unreachable right now. Please try again in a moment.`,
    };
  }
  return {
    code: 'INTERNAL',
    message: `The ${contract.service} service failed to handle ${contract.pattern}.`,
  };
}
