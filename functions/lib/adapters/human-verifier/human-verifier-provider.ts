import { provider } from '../../wiring/provider';
import type { HumanVerifier } from './human-verifier';
import { RecaptchaVerifier } from './recaptcha-verifier';

/** reCAPTCHA v3's siteverify (the local reCAPTCHA's on one machine, through RECAPTCHA_VERIFY_URL). */
export const humanVerifierProvider = provider({
  name: 'humanVerifier',
  requires: 'the reCAPTCHA secret (secrets)',
  allows: (n) => n.secrets?.includes('recaptcha') ?? false,
  build: (config): HumanVerifier => new RecaptchaVerifier(config.RECAPTCHA_SECRET_ARN, undefined, fetch, undefined, config.RECAPTCHA_VERIFY_URL),
});
