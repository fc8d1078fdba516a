import { randomUUID } from 'node:crypto';
import {
  type ImageKind,
  UPLOAD_TYPES,
  type UploadContentType,
  uploadTypeOfName,
} from '#shared/image-upload.js';

/** Every uploaded image of a product lives under this folder; deleting the product empties it. */
export const productFolder = (productId: number) => `products/${productId}/`;

const KEY_PATTERN =
  /^products\/(\d+)\/(main|gallery|feature)\/[0-9a-f-]{36}\.(?:jpg|png|webp|avif)$/;

/** Keys are made by the server: never a name the browser chose, so never a path it chose. */
export function makeImageKey(productId: number, kind: ImageKind, type: UploadContentType): string {
  return `${productFolder(productId)}${kind}/${randomUUID()}.${UPLOAD_TYPES[type]}`;
}

export interface ImageKeyParts {
  productId: number;
  kind: ImageKind;
  contentType: UploadContentType;
}

/** The parts of a key this server made; undefined for anything else (demo images, made-up keys). */
export function parseImageKey(key: string): ImageKeyParts | undefined {
  const match = KEY_PATTERN.exec(key);
  const contentType = uploadTypeOfName(key);
  if (!match || !contentType) return undefined;
  return { productId: Number(match[1]), kind: match[2] as ImageKind, contentType };
}
