import { StandardSchemaValidationPipe } from '@nestjs/common';
import { refusalMessage } from '@tracker/contracts/schemas';
import { badRequest } from '@tracker/redis';

/**
 * Checks every `@Payload({ schema })` where it enters the service: a refusal is the service's BAD_REQUEST
 * with the message the hand-written checks answered, not Nest's list of every issue.
 */
export const payloadSchemaPipe = () =>
  new StandardSchemaValidationPipe({ exceptionFactory: (issues) => badRequest(refusalMessage(issues)) });
