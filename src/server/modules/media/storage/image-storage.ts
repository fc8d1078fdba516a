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
  /**
   * The bytes uploaded for the key and not yet accepted (on disk, the file itself); undefined
   * when nothing is there, 'too-large' when more than `maxBytes`.
   */
  read(key: string, maxBytes: number): Promise<Buffer | 'too-large' | undefined>;
  /**
   * Makes bytes that passed the image check the image served under the key, once: a bucket gets
   * them from the shop itself, under a key no upload URL can write, and an image accepted there
   * before is kept, never replaced (accepting again changes nothing, so a registration that
   * failed after it may be retried). On disk the upload route wrote the checked file there.
   */
  accept(key: string, bytes: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
  /** Every object whose key starts with the prefix (a deleted product's folder). */
  removeFolder(prefix: string): Promise<void>;
}
