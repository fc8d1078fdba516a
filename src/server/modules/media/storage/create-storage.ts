import path from 'node:path';
import type { AppConfig } from '#server/config/config.js';
import { createLocalStorage, type LocalImageStorage } from './local-storage.js';
import { createS3Storage, type S3ImageStorage } from './s3-storage.js';

/** The bucket when one is configured, else DATA_DIR/uploads. */
export function createImageStorage(
  config: AppConfig,
  signingSecret: string,
): LocalImageStorage | S3ImageStorage {
  return config.s3
    ? createS3Storage(config.s3)
    : createLocalStorage(path.join(config.dataDir, 'uploads'), signingSecret);
}
