// The responses are schemas (schemas/session-responses.ts); a type-only export keeps zod out of the main entry.
export type { SignedInListData, SignedInSession } from '../schemas/session-responses.js';
