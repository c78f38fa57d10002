import { BadRequestException, StandardSchemaValidationPipe } from '@nestjs/common';
import { refusalMessage, type SchemaIssue } from '@tracker/contracts/schemas';

/** The 400 a refused value answers with: the message the service would answer. */
export const refusal = (issues: readonly SchemaIssue[]) => new BadRequestException(refusalMessage(issues));

/**
 * Checks every `{ schema }` of a body, query or route parameter where it enters the gateway: 400 in the envelope with the message the
 * service would answer, not Nest's list of every issue. Swagger documents the same schemas.
 */
export const schemaValidationPipe = () =>
  new StandardSchemaValidationPipe({
    exceptionFactory: refusal,
  });

/** What {@link checkedBy} reads with: a schema of `@tracker/contracts/schemas`. */
interface Schema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/**
 * A value read by its schema inside a handler, refused with the 400 the pipe answers: for what the pipes
 * do not see (a header), or a body that must be checked only after something else (an attempt counted).
 */
export function checkedBy<T>(schema: Schema<T>, value: unknown): T {
  const checked = schema.safeParse(value);
  if (!checked.success) throw refusal(checked.error.issues);
  return checked.data;
}
