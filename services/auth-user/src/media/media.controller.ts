import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AUTH } from '@tracker/contracts';

import { MediaService } from './media.service.js';

@Controller()
export class MediaController {
  constructor(@Inject(MediaService) private readonly media: MediaService) {}

  @MessagePattern(AUTH.uploadImage.pattern)
  upload(@Payload() payload: unknown) {
    return this.media.upload(payload);
  }

  @MessagePattern(AUTH.image.pattern)
  read(@Payload() { id }: { id: unknown }) {
    return this.media.read(id);
  }
}
