import { z } from 'zod';

/** An admin action on the catalogue that runs as a job: queued, to be seen among the jobs. */
export const adminQueued = z.object({ queued: z.literal(true) });
export type AdminQueued = z.infer<typeof adminQueued>;
