import { Inject, Injectable } from '@nestjs/common';
import {
  type ImageUpload,
  MAX_UPLOAD_BYTES,
  type MediaFile,
  mediaUrl,
  type StoredImage,
} from '@tracker/contracts';
import { badRequest, notFound } from '@tracker/redis';
import { DataSource } from 'typeorm';

import { AccountChanges } from '../accounts/account-changes.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { UserEntity } from '../users/user.entity.js';
import { encodeImage } from './image-encoder.js';
import { detectImageType } from './image-type.js';
import { MEDIA_STORE, type MediaStore } from './media.store.js';

export const UNSUPPORTED_IMAGE = 'Please upload a JPEG, PNG, GIF or WebP image.';
export const IMAGE_TOO_LARGE = 'Images must be 5 MB or smaller.';
export const UNREADABLE_IMAGE = 'That image could not be read. Please try another one.';
const IMAGE_NOT_FOUND = 'Image not found.';

@Injectable()
export class MediaService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
    @Inject(AccountsService) private readonly accounts: AccountsService,
    @Inject(AccountChanges) private readonly changes: AccountChanges,
  ) {}

  /** Checks the upload by its content, re-encodes it, stores it and points the user's profile at it. */
  async upload({ userId, kind, base64 }: ImageUpload): Promise<StoredImage> {
    // Decoded size from the encoded length, so an oversized upload is never decoded.
    if (Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0) > MAX_UPLOAD_BYTES) {
      throw badRequest(IMAGE_TOO_LARGE);
    }
    const user = await this.accounts.findAccount(userId);
    const input = Buffer.from(base64, 'base64');
    if (!detectImageType(input)) throw badRequest(UNSUPPORTED_IMAGE);
    const webp = await encodeImage(input, kind).catch(() => {
      throw badRequest(UNREADABLE_IMAGE);
    });

    const id = await this.store.save(user.id, kind, 'image/webp', webp);
    const url = mediaUrl(id);
    await this.dataSource
      .getRepository(UserEntity)
      .update({ id: user.id }, kind === 'avatar' ? { avatarUrl: url } : { bannerUrl: url });
    await this.changes.announce(user.id);
    await this.store.deleteAllBut(user.id, kind, id);
    return { url };
  }

  async read(id: string): Promise<MediaFile> {
    const found = await this.store.read(id);
    if (!found) throw notFound(IMAGE_NOT_FOUND);
    return { base64: found.bytes.toString('base64') };
  }
}
