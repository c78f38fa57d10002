import { applyDecorators, HttpStatus } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { type DataSchema, okEnvelopeOf, type ResponseSchema } from '@tracker/contracts/schemas';

/**
 * Documents a route's success answer in /api/docs: the `{ success, data, error }` envelope around the data's
 * schema, the one the message's response type is inferred from. Nothing checks answers at run time; the stack
 * tests read real answers with the same schemas.
 */
export const ApiData = (data: DataSchema, status: HttpStatus = HttpStatus.OK) =>
  ApiAnswer(okEnvelopeOf(data), status);

/** {@link ApiData} for a route whose answer is not the plain envelope (spec §7 names its shape). */
export const ApiAnswer = (schema: ResponseSchema, status: HttpStatus = HttpStatus.OK) =>
  applyDecorators(ApiResponse({ status, description: 'The answer.', standardSchema: schema }));

/** A route answering a file: its content type, documented instead of a JSON schema. */
export const ApiFile = (contentType: string, description: string) =>
  applyDecorators(
    ApiResponse({
      status: HttpStatus.OK,
      description,
      content: { [contentType]: { schema: { type: 'string', format: 'binary' } } },
    }),
  );

/** The OpenAPI schema of a route's success answer, for a route Nest's controllers do not declare. */
export const openApiDataSchema = (data: DataSchema): Record<string, unknown> =>
  okEnvelopeOf(data)['~standard'].jsonSchema.output({ target: 'openapi-3.0' });
