import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_BASE } from '#shared/constants.js';
import { diskOriginals, fileBelow } from './disk-originals.js';
import type { ImageStorage } from './image-storage.js';
import { signUploadGrant, UPLOAD_URL_LIFETIME_MS } from './upload-token.js';

/** The shop's own upload route under /api; its token alone authorises the PUT (upload-routes.ts). */
export const UPLOAD_ROUTE = '/uploads';
const LOCAL_UPLOAD_PATH = `${API_BASE}${UPLOAD_ROUTE}`;

export interface LocalImageStorage extends ImageStorage {
  readonly kind: 'local';
  /** Keeps checked bytes under the key, whole or not at all. */
  write(key: string, bytes: Buffer): Promise<void>;
}

/** Uploaded images as files under `root` (DATA_DIR/uploads), uploaded through the shop itself. */
export function createLocalStorage(root: string, secret: string): LocalImageStorage {
  const resolvedRoot = path.resolve(root);
  const originals = diskOriginals(resolvedRoot);
  const fileFor = (key: string) => {
    const file = fileBelow(resolvedRoot, key);
    if (!file) throw new Error(`Image key outside the upload folder: ${key}`);
    return file;
  };

  return {
    kind: 'local',
    find: originals.find,
    async uploadUrl(key, contentType) {
      // Shaped like a bucket's presigned URL: the key in the path, the grant's proof in the query.
      const expires = Date.now() + UPLOAD_URL_LIFETIME_MS;
      const signature = signUploadGrant(secret, { key, contentType, expires });
      return `${LOCAL_UPLOAD_PATH}/${key}?${new URLSearchParams({ expires: String(expires), signature })}`;
    },
    async read(key, maxBytes) {
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(fileFor(key), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        return size > maxBytes ? 'too-large' : await handle.readFile();
      } finally {
        await handle.close();
      }
    },
    // The upload route checked the bytes before writing them under the key, once per URL.
    async accept() {},
    async write(key, bytes) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async remove(key) {
      await rm(fileFor(key), { force: true });
    },
    async removeFolder(prefix) {
      await rm(fileFor(prefix), { recursive: true, force: true });
    },
  };
}
