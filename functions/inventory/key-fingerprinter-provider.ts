import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import { provider } from '../lib/wiring/provider';
import { KeyFingerprinter } from './key-fingerprinter';

/** The key fingerprinter, keyed by the deployment's key-fingerprint secret (read once per container). */
export const keyFingerprinterProvider = provider({
  name: 'keyFingerprints',
  requires: 'the key-fingerprint secret (secrets)',
  allows: (n) => n.secrets?.includes('key-fingerprints') ?? false,
  build: (config) => new KeyFingerprinter(async () => (await getSecret<string>(config.KEY_FINGERPRINT_SECRET_NAME, { maxAge: 3600 })) ?? ''),
});
