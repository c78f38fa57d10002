import { BadRequestException, StandardSchemaValidationPipe } from '@nestjs/common';
import { refusalMessage } from '@tracker/contracts/schemas';

/**
 * Checks every `@Body({ schema })` where it enters the gateway: 400 in the envelope with the message the
 * service would answer, not Nest's list of every issue. Swagger documents the same schemas.
 */
export const schemaValidationPipe = () =>
  new StandardSchemaValidationPipe({
    exceptionFactory: (issues) => new BadRequestException(refusalMessage(issues)),
  });
