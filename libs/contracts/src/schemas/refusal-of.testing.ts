import type { z } from 'zod';

import { refusalMessage } from './body.js';

/** For specs: the message a value is refused with, as the pipes answer it; undefined when it is taken. */
export function refusalOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : refusalMessage(result.error.issues);
}
