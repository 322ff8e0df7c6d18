import type { Config } from '../config';
import { createLocalStorage, type Storage } from './storage';

/**
 * The configured storage. The S3 driver is loaded only when chosen: its SDK takes about half a
 * second to import, which no local install or test file should pay.
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.STORAGE_DRIVER !== 's3') return createLocalStorage(config.STORAGE_DIR);
  const { createS3Storage } = await import('./storage-s3');
  return createS3Storage({
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    prefix: config.S3_PREFIX,
  });
}
