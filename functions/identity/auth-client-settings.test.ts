import { describe, expect, it } from 'vitest';
import { authClientSettings } from './auth-client-settings';

const aws = {
  USER_POOL_ID: 'us-east-1_AbC123',
  USER_POOL_CLIENT_ID: 'spa-client',
  SPA_ORIGIN: 'https://d111.cloudfront.net',
  AUTH_DOMAIN: 'https://neonkeys-111122223333.auth.us-east-1.amazoncognito.com',
  RECAPTCHA_SITE_KEY: '6Lc-site-key',
};
const local = {
  USER_POOL_ID: 'local_neonkeys',
  USER_POOL_CLIENT_ID: 'neonkeys-local-spa',
  SPA_ORIGIN: 'http://localhost:3000',
  LOCAL_IDENTITY_PATH: '/_local/identity',
  RECAPTCHA_SITE_KEY: 'local-recaptcha-site-key',
  RECAPTCHA_SCRIPT_URL: '/_local/recaptcha/api.js',
};

describe('the SPA auth settings', () => {
  it('names the pool, the hosted UI host, its redirects and the reCAPTCHA site key on AWS', () => {
    expect(authClientSettings(aws)).toEqual({
      userPoolId: 'us-east-1_AbC123',
      userPoolClientId: 'spa-client',
      google: {
        kind: 'cognito',
        domain: 'neonkeys-111122223333.auth.us-east-1.amazoncognito.com',
        redirectSignIn: 'https://d111.cloudfront.net/auth/callback',
        redirectSignOut: 'https://d111.cloudfront.net/',
      },
      humanVerification: { siteKey: '6Lc-site-key', scriptUrl: 'https://www.google.com/recaptcha/api.js' },
    });
  });

  it("points Amplify at the local identity service and the Google stand-in on the page's own origin on one machine", () => {
    expect(authClientSettings(local)).toEqual({
      userPoolId: 'local_neonkeys',
      userPoolClientId: 'neonkeys-local-spa',
      userPoolEndpoint: '/_local/identity/cognito',
      google: { kind: 'local', authorizeUrl: '/_local/identity/google/authorize' },
      humanVerification: { siteKey: 'local-recaptcha-site-key', scriptUrl: '/_local/recaptcha/api.js' },
    });
  });

  it('never hands a local endpoint to an AWS configuration', () => {
    expect(authClientSettings({ ...aws, LOCAL_IDENTITY_PATH: local.LOCAL_IDENTITY_PATH })).not.toHaveProperty('userPoolEndpoint');
  });

  it.each<[string, Record<string, string | undefined>, string]>([
    ['no pool id', { ...aws, USER_POOL_ID: undefined }, 'USER_POOL_ID'],
    ['no client id', { ...local, USER_POOL_CLIENT_ID: undefined }, 'USER_POOL_CLIENT_ID'],
    ['neither a hosted UI nor a Google stand-in', { ...local, LOCAL_IDENTITY_PATH: undefined }, 'AUTH_DOMAIN'],
    ['a local identity address that is not a path on the page origin', { ...local, LOCAL_IDENTITY_PATH: 'http://localhost:3000/_local/identity' }, 'LOCAL_IDENTITY_PATH'],
    ['a hosted UI over plain http', { ...aws, AUTH_DOMAIN: 'http://neonkeys.auth.us-east-1.amazoncognito.com' }, 'AUTH_DOMAIN'],
    ['reCAPTCHA without a site key', { ...aws, RECAPTCHA_SITE_KEY: undefined }, 'RECAPTCHA_SITE_KEY'],
    ['a reCAPTCHA loader over plain http', { ...aws, RECAPTCHA_SCRIPT_URL: 'http://www.google.com/recaptcha/api.js' }, 'RECAPTCHA_SCRIPT_URL'],
  ])('refuses to start with %s', (_case, env, setting) => {
    expect(() => authClientSettings(env)).toThrow(setting);
  });
});
