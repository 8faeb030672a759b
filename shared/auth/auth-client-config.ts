/**
 * What the SPA needs to configure aws-amplify, served by `GET /api/auth/config` from the function's environment.
 * On AWS it names the Cognito pool and its hosted domain; locally it adds the local identity service's endpoint,
 * which Amplify calls instead of cognito-idp, and the local Google stand-in.
 */
export interface AuthClientConfig {
  userPoolId: string;
  userPoolClientId: string;
  /** Local only: the Cognito-compatible endpoint Amplify sends its JSON requests to, a path on the page's origin. */
  userPoolEndpoint?: string;
  google:
    /** `domain` is the hosted UI's bare host name, as Amplify's `oauth.domain` wants it. */
    | { kind: 'cognito'; domain: string; redirectSignIn: string; redirectSignOut: string }
    | { kind: 'local'; authorizeUrl: string };
  /** reCAPTCHA v3: the site key and where its loader comes from (Google; the local reCAPTCHA on one machine). */
  humanVerification: { siteKey: string; scriptUrl: string };
}
