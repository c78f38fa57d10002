import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AUTH, type ImageRequest, type ImageUpload } from '@tracker/contracts';
import { imageRequest, imageUploadPayload } from '@tracker/contracts/schemas';

import { MediaService } from './media.service.js';

@Controller()
export class MediaController {
  constructor(@Inject(MediaService) private readonly media: MediaService) {}

  @MessagePattern(AUTH.uploadImage.pattern)
  upload(@Payload({ schema: imageUploadPayload }) payload: ImageUpload) {
    return this.media.upload(payload);
  }

  @MessagePattern(AUTH.image.pattern)
  read(@Payload({ schema: imageRequest }) { id }: ImageRequest) {
    return this.media.read(id);
  }
}
