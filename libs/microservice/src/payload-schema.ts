import { refusalMessage } from '@tracker/contracts/schemas';
import { badRequest } from '@tracker/redis';
import type { z } from 'zod';

/** A payload as its schema reads it; else the service's BAD_REQUEST naming what to fix. */
export function parsePayload<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(refusalMessage(result.error));
  return result.data;
}
