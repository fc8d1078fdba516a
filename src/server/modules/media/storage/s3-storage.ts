import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '#server/config/config.js';
import { uploadTypeOfName } from '#shared/image-upload.js';
import type { ImageStorage } from './image-storage.js';
import { UPLOAD_URL_LIFETIME_MS } from './upload-token.js';

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Where a presigned URL puts its upload: beside the served images, never on one. The shop copies
 * checked bytes from here to the key itself, so a URL used again (it works for 15 minutes) can
 * only write here, where nothing is served from.
 */
export const INCOMING_PREFIX = 'incoming/';
const incoming = (key: string) => `${INCOMING_PREFIX}${key}`;

/** The bucket refused a conditional write: If-None-Match found an object under the key. */
function isPreconditionFailed(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'PreconditionFailed' || error.$metadata.httpStatusCode === 412)
  );
}

/** The origin the browser sends presigned PUTs to: the page's CSP must allow it. */
export function bucketOrigin(config: S3Config): string {
  if (config.endpoint) return new URL(config.endpoint).origin;
  return config.forcePathStyle
    ? `https://s3.${config.region}.amazonaws.com`
    : `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
}

export interface S3ImageStorage extends ImageStorage {
  readonly kind: 's3';
  readonly client: S3Client;
}

/** Uploaded images in an S3-compatible bucket; the browser PUTs to a presigned URL. */
export function createS3Storage(config: S3Config): S3ImageStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums the SDK would add by default are not signed into a presigned PUT the browser
    // makes, and several self-hosted stores reject them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  async function head(key: string) {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async function bytes(key: string): Promise<Buffer | undefined> {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async function removeAllUnder(prefix: string): Promise<void> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
      );
      // One by one: a product has a handful of images, and the batch call needs a checksum
      // header that not every S3-compatible store accepts.
      const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : []));
      await Promise.all(keys.map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    kind: 's3',
    client,
    async find(key) {
      const found = await head(key);
      if (!found) return undefined;
      return {
        version: ['s3', Bucket, key, found.ETag ?? '', found.ContentLength ?? 0].join('\0'),
        load: async () => {
          const body = await bytes(key);
          if (!body) throw new Error(`Image ${key} vanished from the bucket`);
          return body;
        },
      };
    },
    uploadUrl(key, contentType) {
      return getSignedUrl(
        client,
        new PutObjectCommand({ Bucket, Key: incoming(key), ContentType: contentType }),
        // The type is signed in: the bucket refuses a PUT that claims another one.
        { expiresIn: UPLOAD_URL_LIFETIME_MS / 1000, signableHeaders: new Set(['content-type']) },
      );
    },
    async read(key, maxBytes) {
      const found = await head(incoming(key));
      if (!found) return undefined;
      if ((found.ContentLength ?? 0) > maxBytes) return 'too-large';
      return bytes(incoming(key));
    },
    async accept(key, checked) {
      // An accepted image is never replaced. The look first serves stores that ignore
      // If-None-Match (s3rver, older self-hosted ones); If-None-Match closes the gap between the
      // look and the write where the store honours it (AWS, MinIO, R2).
      if (await head(key)) return;
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: checked,
            ContentType: uploadTypeOfName(key),
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        if (isPreconditionFailed(error)) return;
        throw error;
      }
      await client.send(new DeleteObjectCommand({ Bucket, Key: incoming(key) }));
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      await client.send(new DeleteObjectCommand({ Bucket, Key: incoming(key) }));
    },
    async removeFolder(folder) {
      for (const prefix of [folder, incoming(folder)]) await removeAllUnder(prefix);
    },
  };
}
