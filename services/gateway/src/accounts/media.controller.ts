import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AUTH } from '@tracker/contracts';
import type { FastifyReply } from 'fastify';

import { ApiFile } from '../envelope/api-answer.js';
import { ServiceClients } from '../transport/service-clients.js';

const MEDIA_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;

/** Uploaded avatars and banners. A new upload gets a new id, so each URL's bytes never change. */
@ApiTags('media')
@Controller('media')
export class MediaController {
  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  @Get(':file')
  @ApiOperation({ summary: 'An uploaded image as WebP, cacheable for a year.' })
  @ApiFile('image/webp', 'The image.')
  async image(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    const id = MEDIA_FILE.exec(file)?.[1];
    if (!id) throw new NotFoundException('Image not found.');
    const { base64 } = await this.services.send(AUTH.image, { id });
    await reply
      .header('Content-Type', 'image/webp')
      // nosniff comes with every answer (security-headers.ts).
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(Buffer.from(base64, 'base64'));
  }
}
