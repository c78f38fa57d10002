import { ServiceError } from '@tracker/redis';
import { z } from 'zod';

import { payloadSchemaPipe } from './payload-schema.js';

describe('payloadSchemaPipe', () => {
  const schema = z.object({ animeId: z.number({ error: 'animeId must be a number.' }) });
  const check = (value: unknown) => payloadSchemaPipe().transform(value, { type: 'body', schema });

  it('answers the payload as the schema reads it', async () => {
    await expect(check({ animeId: 1 })).resolves.toEqual({ animeId: 1 });
  });

  it("refuses with the service's BAD_REQUEST and the schema's own message", async () => {
    const refusal = await check({ animeId: 'one' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ServiceError);
    expect((refusal as ServiceError).getError()).toEqual({
      code: 'BAD_REQUEST',
      message: 'animeId must be a number.',
    });
  });
});
