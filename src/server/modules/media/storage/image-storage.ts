import type { UploadContentType } from '#shared/image-upload.js';

/** An original image as the image route reads it. */
export interface Original {
  /** Changes whenever the bytes do: part of the rendition cache's file names and ETags. */
  version: string;
  /** The bytes, or the path of a file holding them (sharp reads either). */
  load(): Promise<Buffer | string>;
}

/** Somewhere originals are found by key: the upload storage, the shipped demo images. */
export interface OriginalSource {
  find(key: string): Promise<Original | undefined>;
}

/**
 * Where uploaded product images live: files under DATA_DIR or an S3-compatible bucket. The
 * browser sends the bytes straight there (to `uploadUrl`); the shop reads them back to check
 * them before a product may use them, and the image route reads them to resize.
 */
export interface ImageStorage extends OriginalSource {
  readonly kind: 'local' | 's3';
  /** A short-lived URL the browser PUTs this one file to, with this content type. */
  uploadUrl(key: string, contentType: UploadContentType): Promise<string>;
  /** The stored bytes; undefined when nothing (or more than `maxBytes`) is stored there. */
  read(key: string, maxBytes: number): Promise<Buffer | 'too-large' | undefined>;
  remove(key: string): Promise<void>;
  /** Every object whose key starts with the prefix (a deleted product's folder). */
  removeFolder(prefix: string): Promise<void>;
}
