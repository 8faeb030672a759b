import { Aws } from 'aws-cdk-lib';
import { hostedUiDomainPrefix } from './identity';

const s3InRegion = `https://*.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`;
const recaptcha = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/**
 * The SPA's CSP. No inline or eval script; styles allow inline because React's `style` props become style attributes.
 * Amplify calls the user pool's API and, after the Google redirect, the hosted UI's token endpoint; reCAPTCHA v3
 * loads its script from google.com and gstatic.com and runs in a google.com frame (Google's documented CSP).
 * S3 is allowed region-wide, not per bucket: naming the images bucket here would make the distribution depend on it
 * while the bucket's CORS rule depends on the distribution, a cycle CloudFormation refuses.
 */
export const spaContentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' ${recaptcha.join(' ')}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${s3InRegion} https://*.googleusercontent.com`,
  "font-src 'self' data:",
  [
    "connect-src 'self'",
    `https://cognito-idp.${Aws.REGION}.${Aws.URL_SUFFIX}`,
    `https://${hostedUiDomainPrefix}.auth.${Aws.REGION}.amazoncognito.com`,
    'https://*.algolia.net https://*.algolianet.com https://insights.algolia.io',
    s3InRegion,
  ].join(' '),
  `frame-src ${recaptcha.join(' ')}`,
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
  'upgrade-insecure-requests',
].join('; ');
