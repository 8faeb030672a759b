import * as z from 'zod';
import type { AuthClientConfig } from '../../shared/auth/auth-client-config';

const settingsSchema = z
  .object({
    USER_POOL_ID: z.string().min(1),
    USER_POOL_CLIENT_ID: z.string().min(1),
    SPA_ORIGIN: z.url(),
    AUTH_DOMAIN: z.url({ protocol: /^https$/ }).optional(),
    LOCAL_IDENTITY_PATH: z.string().regex(/^\/[\w/-]*[\w-]$/, 'Must be a path on the page origin').optional(),
    RECAPTCHA_SITE_KEY: z.string({ error: 'reCAPTCHA needs its site key' }).min(1),
    /** Google's loader; the local reCAPTCHA's, a path on the page's own origin, on one machine. */
    RECAPTCHA_SCRIPT_URL: z.union([z.url({ protocol: /^https$/ }), z.string().regex(/^\/[\w/.-]*$/)]).default('https://www.google.com/recaptcha/api.js'),
  })
  .refine((s) => s.AUTH_DOMAIN ?? s.LOCAL_IDENTITY_PATH, {
    message: 'Set AUTH_DOMAIN (AWS) or LOCAL_IDENTITY_PATH (local) for Google sign-in',
    path: ['AUTH_DOMAIN'],
  });

/**
 * The SPA's auth settings from the function's environment: the hosted UI when AUTH_DOMAIN is set (AWS),
 * the local identity service's endpoint and Google stand-in otherwise, as paths on the page's own origin (the
 * store may be opened at localhost, 127.0.0.1 or any name that reaches the machine). Throws on a missing setting, so a
 * misconfigured function fails at cold start rather than handing the SPA half a configuration.
 */
export function authClientSettings(env: NodeJS.ProcessEnv): AuthClientConfig {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid auth settings: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const s = parsed.data;
  const spaOrigin = s.SPA_ORIGIN.replace(/\/$/, '');
  return {
    userPoolId: s.USER_POOL_ID,
    userPoolClientId: s.USER_POOL_CLIENT_ID,
    ...(s.AUTH_DOMAIN || !s.LOCAL_IDENTITY_PATH ? {} : { userPoolEndpoint: `${s.LOCAL_IDENTITY_PATH}/cognito` }),
    google: s.AUTH_DOMAIN
      ? {
          kind: 'cognito',
          // Amplify's oauth.domain is a bare host name.
          domain: new URL(s.AUTH_DOMAIN).host,
          redirectSignIn: `${spaOrigin}/auth/callback`,
          redirectSignOut: `${spaOrigin}/`,
        }
      : { kind: 'local', authorizeUrl: `${s.LOCAL_IDENTITY_PATH!}/google/authorize` },
    humanVerification: { siteKey: s.RECAPTCHA_SITE_KEY, scriptUrl: s.RECAPTCHA_SCRIPT_URL },
  };
}
