import { existsSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '#server/config/project-root.js';
import { diskOriginals, firstOf } from './storage/disk-originals.js';
import type { ImageStorage, OriginalSource } from './storage/image-storage.js';

/** The shipped demo images: the build's img/ when there is a build, else the project's public/img/. */
function shippedImagesDir(webDistDir: string | undefined): string {
  const builtImages = webDistDir ? path.join(webDistDir, 'img') : undefined;
  return builtImages && existsSync(builtImages)
    ? builtImages
    : path.join(projectRoot, 'public/img');
}

/** Where the image route looks for a key: uploads first (disk or bucket), then the demo images. */
export function originalSources(
  storage: ImageStorage,
  webDistDir: string | undefined,
): OriginalSource {
  return firstOf([storage, diskOriginals(shippedImagesDir(webDistDir))]);
}
