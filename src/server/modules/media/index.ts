// The media module's public surface: other modules import only from here.
export { checkImageAs } from './image-check.js';
export type { ImageStorage } from './storage/image-storage.js';
