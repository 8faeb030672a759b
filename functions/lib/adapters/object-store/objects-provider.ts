import { join } from 'node:path';
import { provider, requireSetting } from '../../wiring/provider';
import { LocalFileObjectStore } from './local-file-object-store';
import type { BucketName, ObjectStore } from './object-store';
import { createS3Client, S3ObjectStore } from './s3-object-store';

/** The images, exports and sitemaps buckets: S3 on AWS, files under .data/ on one machine. */
export const objectsProvider = provider({
  name: 'objects',
  requires: 'object storage (probes)',
  allows: (n) => Boolean(n.probes),
  build: (config): Record<BucketName, ObjectStore> => {
    const s3 = config.OBJECT_STORE === 's3' ? createS3Client() : undefined;
    const bucket = (name: string): ObjectStore =>
      s3
        ? new S3ObjectStore(name, s3)
        : new LocalFileObjectStore(join(config.LOCAL_DATA_DIR, 'objects'), name, requireSetting(config.LOCAL_SIGNING_SECRET, 'LOCAL_SIGNING_SECRET'), config.PUBLIC_BASE_URL);
    return { images: bucket(config.BUCKET_IMAGES), exports: bucket(config.BUCKET_EXPORTS), sitemaps: bucket(config.BUCKET_SITEMAPS) };
  },
});
