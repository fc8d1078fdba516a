import sharp, { type Metadata } from 'sharp';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '#server/lib/http-errors.js';
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  UPLOAD_PIXELS_MESSAGE,
  UPLOAD_SIZE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
  type UploadContentType,
} from '#shared/image-upload.js';

/** What a file's first bytes say it is; undefined for anything but the four accepted formats. */
export function sniffImageType(bytes: Buffer): UploadContentType | undefined {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  // ISO-BMFF: a box size, "ftyp", the major brand, a version, then the compatible brands.
  if (ascii(4, 8) === 'ftyp') {
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
    const brands = [ascii(8, 12)];
    for (let offset = 16; offset + 4 <= boxSize; offset += 4)
      brands.push(ascii(offset, offset + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'image/avif';
  }
  return undefined;
}

const SHARP_FORMATS: Record<UploadContentType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
};

/**
 * An upload is kept only when its bytes are one of the accepted formats (whatever name or type it
 * was sent with), it is at most 10 MB, and sharp can read a picture of a sane size from it.
 */
export async function checkImage(bytes: Buffer): Promise<{ contentType: UploadContentType }> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new PayloadTooLargeError(UPLOAD_SIZE_MESSAGE);
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new UnsupportedMediaTypeError(UPLOAD_TYPE_MESSAGE);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedMediaTypeError('The image could not be read. Please choose another file.');
  }
  if (metadata.format !== SHARP_FORMATS[contentType] || !metadata.width || !metadata.height) {
    throw new UnsupportedMediaTypeError('The image could not be read. Please choose another file.');
  }
  if (metadata.width * metadata.height > MAX_UPLOAD_PIXELS) {
    throw new PayloadTooLargeError(UPLOAD_PIXELS_MESSAGE);
  }
  return { contentType };
}

/** As checkImage, and the bytes must be the type the upload was granted for (its key's extension). */
export async function checkImageAs(bytes: Buffer, expected: UploadContentType): Promise<void> {
  const { contentType } = await checkImage(bytes);
  if (contentType !== expected) {
    throw new UnsupportedMediaTypeError(
      `This file is ${contentType.replace('image/', '').toUpperCase()} inside but was sent as ${expected}. Please choose the file again.`,
    );
  }
}
