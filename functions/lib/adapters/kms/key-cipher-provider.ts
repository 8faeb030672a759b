import { provider, requireSetting } from '../../wiring/provider';
import { AwsKmsCipher } from './aws-kms-cipher';

/** Product-key envelope encryption under the store's KMS key (the local KMS on one machine, through AWS_ENDPOINT_URL_KMS). */
export const keyCipherProvider = provider({
  name: 'keyCipher',
  requires: 'product-key encryption (keys)',
  allows: (n) => (n.keys?.length ?? 0) > 0 || Boolean(n.probes),
  build: (config) => new AwsKmsCipher(requireSetting(config.KMS_KEY_ID, 'KMS_KEY_ID')),
});
