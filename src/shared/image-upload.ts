/** Rules of product image uploads, checked in the browser first and always again on the server. */

export const IMAGE_KINDS = ['main', 'gallery', 'feature'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** The formats the image route can resize, by MIME type, with the extension their keys get. */
export const UPLOAD_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
} as const;
export type UploadContentType = keyof typeof UPLOAD_TYPES;

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** 50 megapixels: bigger than any camera photo the shop needs, small enough to decode safely. */
export const MAX_UPLOAD_PIXELS = 50_000_000;

export const UPLOAD_TYPE_MESSAGE = 'Only JPEG, PNG, WebP and AVIF images can be uploaded.';
export const UPLOAD_SIZE_MESSAGE = 'Images can be at most 10 MB.';
export const UPLOAD_PIXELS_MESSAGE = 'Images can be at most 50 megapixels.';

export function isUploadContentType(type: string): type is UploadContentType {
  return Object.hasOwn(UPLOAD_TYPES, type);
}

const TYPE_OF_EXTENSION: Record<string, UploadContentType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** The accepted type a file name or key's extension names; undefined for any other. */
export function uploadTypeOfName(name: string): UploadContentType | undefined {
  const extension = name.includes('.') ? name.split('.').pop()?.toLowerCase() : undefined;
  return extension ? TYPE_OF_EXTENSION[extension] : undefined;
}
