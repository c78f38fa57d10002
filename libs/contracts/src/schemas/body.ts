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

const keyOf = (segment: unknown) =>
  typeof segment === 'object' && segment !== null && 'key' in segment ? segment.key : segment;

/** Whether the issue is about `outer` itself or something inside it. */
const isWithin = (inner: SchemaIssue, outer: SchemaIssue) =>
  (outer.path ?? []).every((segment, index) => keyOf(segment) === keyOf(inner.path?.[index]));

/**
 * The message a refusal answers with: the first issue in the schema's order, unless the object holding
 * it has an issue of its own (not an object, unknown fields), which goes first, as the hand-written checks
 * looked at the object before its fields.
 */
export function refusalMessage(issues: readonly SchemaIssue[]): string {
  const [first] = issues;
  if (!first) return 'The request is not valid.';
  const depth = (issue: SchemaIssue) => issue.path?.length ?? 0;
  const [outermost] = issues.filter((issue) => isWithin(first, issue)).sort((a, b) => depth(a) - depth(b));
  return (outermost ?? first).message;
}
