import { provider } from '../../wiring/provider';
import type { HumanVerifier } from './human-verifier';
import { LocalHumanVerifier } from './local-human-verifier';
import { RecaptchaVerifier } from './recaptcha-verifier';

/** reCAPTCHA v3 siteverify unless told otherwise; the deterministic local verifier on one machine. */
export const humanVerifierProvider = provider({
  name: 'humanVerifier',
  requires: 'the reCAPTCHA secret (secrets)',
  allows: (n) => n.secrets?.includes('recaptcha') ?? false,
  build: (config): HumanVerifier => (config.HUMAN_VERIFIER === 'local' ? new LocalHumanVerifier() : new RecaptchaVerifier(config.RECAPTCHA_SECRET_ARN)),
});
