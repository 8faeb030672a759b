import { provider } from '../../wiring/provider';
import type { BucketName, ObjectStore } from './object-store';
import { createS3Client, S3ObjectStore } from './s3-object-store';

/** The images, exports and sitemaps buckets (the local S3 on one machine, through AWS_ENDPOINT_URL_S3). */
export const objectsProvider = provider({
  name: 'objects',
  requires: 'object storage (probes, imageUploads or files)',
  allows: (n) => Boolean(n.probes || n.imageUploads || n.files),
  build: (config): Record<BucketName, ObjectStore> => {
    const s3 = createS3Client({ forcePathStyle: config.S3_FORCE_PATH_STYLE });
    return {
      images: new S3ObjectStore(config.BUCKET_IMAGES, s3),
      exports: new S3ObjectStore(config.BUCKET_EXPORTS, s3),
      sitemaps: new S3ObjectStore(config.BUCKET_SITEMAPS, s3),
    };
  },
});
