import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import { type ImageKind, MAX_UPLOAD_BYTES } from '@tracker/contracts';
import type { FastifyRequest } from 'fastify';

export const IMAGE_TOO_LARGE = 'Images must be 5 MB or smaller.';

/**
 * The one file of a multipart upload, read into memory up to the 5 MB cap (@fastify/multipart stops
 * reading past it). The gateway only bounds the size: the auth-user service decides the type from the
 * bytes and re-encodes them, so the rules about images live in one place.
 */
export async function readImageUpload(request: FastifyRequest, field: ImageKind): Promise<Buffer> {
  const missing = `Send the image as multipart/form-data in the field '${field}'.`;
  if (!request.isMultipart()) throw new BadRequestException(missing);
  try {
    const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0 } });
    if (!file || file.fieldname !== field) throw new BadRequestException(missing);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpException) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new PayloadTooLargeException(IMAGE_TOO_LARGE);
    }
    // Anything else is the client's multipart body: cut short, or framed wrongly.
    throw new BadRequestException(
      `The upload could not be read (${(error as Error).message}): send the image again as multipart/form-data.`,
    );
  }
}
