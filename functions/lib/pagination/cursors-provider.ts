import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import { provider } from '../wiring/provider';
import { CursorSealer } from './cursor-sealer';

/** The cursor sealer; Powertools caches the secret and the sealer keeps the key it derives, so Secrets Manager is read once per container. */
export const cursorsProvider = provider({
  name: 'cursors',
  requires: 'the cursor secret (secrets)',
  allows: (n) => n.secrets?.includes('cursor') ?? false,
  build: (config) => new CursorSealer(async () => (await getSecret<string>(config.CURSOR_SECRET_NAME, { maxAge: 3600 })) ?? ''),
});
