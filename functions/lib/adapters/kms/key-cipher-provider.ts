import { join } from 'node:path';
import { provider, requireSetting } from '../../wiring/provider';
import { AwsKmsCipher } from './aws-kms-cipher';
import { LocalKmsCipher } from './local-kms-cipher';

/** Product-key envelope encryption: KMS on AWS, the local master key on one machine. */
export const keyCipherProvider = provider({
  name: 'keyCipher',
  requires: 'product-key encryption (keys)',
  allows: (n) => (n.keys?.length ?? 0) > 0 || Boolean(n.probes),
  build: (config) =>
    config.KEY_CIPHER === 'local'
      ? new LocalKmsCipher(join(config.LOCAL_DATA_DIR, 'kms', 'master.key'))
      : new AwsKmsCipher(requireSetting(config.KMS_KEY_ID, 'KMS_KEY_ID')),
});
