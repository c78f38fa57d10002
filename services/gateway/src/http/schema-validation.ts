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
