/**
 * Uploaded pictures (issue 26): the staff upload, the image storage (files under DATA_DIR today, an S3-compatible
 * store later) and the serving of what it holds under IMAGE_BASE_URL.
 */
import path from 'node:path';
import { createFileImageStorage, type ImageStorage } from './image-storage.ts';

export { type ImageStorage, type StoredImage } from './image-storage.ts';
export { createMediaService, type MediaService } from './media.service.ts';
export { mediaStaffRoutes } from './media-staff.routes.ts';
export { imageFilesPrefix, imageFilesRoutes } from './image-files.routes.ts';

/** The shop's image storage: DATA_DIR/images. */
export const imageStorageIn = (dataDir: string): ImageStorage => createFileImageStorage(path.join(dataDir, 'images'));
