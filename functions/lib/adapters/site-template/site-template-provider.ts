import { provider } from '../../wiring/provider';
import { createS3Client } from '../object-store/s3-object-store';
import { S3SiteTemplate } from './s3-site-template';
import type { SiteTemplate } from './site-template';

/** The built index.html that wraps server-rendered pages, from the SPA's bucket (the local S3's on one machine). */
export const siteTemplateProvider = provider({
  name: 'siteTemplate',
  requires: 'the site template (siteTemplate)',
  allows: (n) => Boolean(n.siteTemplate),
  build: (config): SiteTemplate => new S3SiteTemplate(config.BUCKET_SITE, createS3Client({ forcePathStyle: config.S3_FORCE_PATH_STYLE })),
});
