import { z } from 'zod';

/** Today's refusals name the value as sent whatever rule it broke: one message serves every issue of a field. */
export const naming = (message: (value: unknown) => string) => ({
  error: (issue: { input?: unknown }) => message(issue.input),
});

export const wholeNumber = (min: number, max: number, message: (value: unknown) => string) =>
  z.int(naming(message)).min(min, naming(message)).max(max, naming(message));

export const flag = (name: string) =>
  z.boolean(naming((value) => `${name} must be true or false, got '${String(value)}'.`));

export interface BodyWording {
  /** What the object is, for the refusal of anything else. */
  what?: string;
  /** Whether an unknown field's refusal lists the accepted ones (lists-progress does, auth-user does not). */
  namesAccepted?: boolean;
}

/**
 * A JSON object with none but these fields: unknown fields are refused, not ignored, so a typo (or a try
 * at `isAdmin`) never passes silently.
 */
export function bodyOf<Shape extends z.ZodRawShape>(
  shape: Shape,
  { what = 'The request body', namesAccepted = true }: BodyWording = {},
) {
  const accepted = ` Accepted: ${Object.keys(shape).join(', ')}.`;
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.${namesAccepted ? accepted : ''}`
        : `${what} must be a JSON object.`,
  });
}

/** What a refusal is read from: zod's issues, or the Standard Schema issues a Nest pipe hands over. */
export interface SchemaIssue {
  readonly message: string;
  readonly path?: readonly unknown[] | undefined;
}

/**
 * The message a refusal answers with: an object's own issue (not an object, unknown fields) before its
 * fields', and among equals the first in the schema's order, as the hand-written checks did.
 */
export function refusalMessage(issues: readonly SchemaIssue[]): string {
  const depth = (issue: SchemaIssue) => issue.path?.length ?? 0;
  const [nearest] = [...issues].sort((a, b) => depth(a) - depth(b));
  return nearest?.message ?? 'The request is not valid.';
}
