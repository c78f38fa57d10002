import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { idempotencyKeyHeader } from '@tracker/contracts/schemas';

import { checkedBy } from '../http/schema-validation.js';

/**
 * The Idempotency-Key header of a list or progress write: a retry with the same key answers the first
 * write's result instead of writing again. Optional; a malformed one is refused by its schema before any
 * write. A decorator of its own, as Nest's `@Headers()` takes no `{ schema }`.
 */
export const IdempotencyKey = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const { headers } = context
    .switchToHttp()
    .getRequest<{ headers: Record<string, string | string[] | undefined> }>();
  return checkedBy(idempotencyKeyHeader, headers['idempotency-key']);
});
