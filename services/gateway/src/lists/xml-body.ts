import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MAX_IMPORT_BYTES } from '@tracker/contracts';

/**
 * A MyAnimeList export arrives as the request body (XML): Fastify parses only JSON and plain text by
 * itself, so XML bodies are taken as text, up to the import's size cap.
 */
export function acceptXmlBodies(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addContentTypeParser(
      ['application/xml', 'text/xml'],
      { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES },
      (_request, body, done) => done(null, body),
    );
}
