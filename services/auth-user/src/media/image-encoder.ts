import type { ImageKind } from '@tracker/contracts';
import sharp, { type ResizeOptions } from 'sharp';

/** Avatars are cropped square; banners keep at most 1500×500, cropped to that 3:1 shape when larger. */
const SIZES: Record<ImageKind, ResizeOptions> = {
  avatar: { width: 256, height: 256, fit: 'cover', position: 'attention' },
  banner: { width: 1500, height: 500, fit: 'cover', withoutEnlargement: true },
};

/** A decompression bomb (a tiny file of enormous dimensions) stops here instead of filling memory. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Re-encodes an upload to WebP: one frame, turned upright by its EXIF orientation, then resized. sharp
 * writes no metadata unless asked, so EXIF (GPS included), ICC and XMP are gone from the result.
 */
export function encodeImage(input: Buffer, kind: ImageKind): Promise<Buffer> {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .rotate()
    .resize(SIZES[kind])
    .webp({ quality: 82 })
    .toBuffer();
}
