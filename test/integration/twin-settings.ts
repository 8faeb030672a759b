import { mintToken } from '../../local/recaptcha/recaptcha-token';

/** The integration run's buckets and reCAPTCHA site, as local-stack names its own (global-setup starts the twins). */
export const integrationBuckets = { images: 'it-images', exports: 'it-exports', sitemaps: 'it-sitemaps', site: 'it-site' } as const;
export const integrationRecaptcha = { siteKey: 'it-recaptcha-site-key', secret: 'it-recaptcha-secret' } as const;

/** A fresh reCAPTCHA v3 token from the local reCAPTCHA for this action and score, as its api.js would mint in a browser. */
export function recaptchaToken(action: string, score = 0.9): string {
  return mintToken(integrationRecaptcha.secret, { action, score, hostname: 'shop.test' });
}

/** The integration run's Stripe keys, as the local Stripe and the Secrets Manager twin hold them. */
export const integrationStripe = { secretKey: 'sk_test_integration_run', webhookSecret: 'whsec_integration_run' } as const;
