import { fromEnv } from '@aws-sdk/credential-provider-env';
import type { AwsCredentialIdentityProvider } from '@smithy/types';

/**
 * What the deployed bundles use in place of the SDK's default credential chain (an esbuild alias for
 * `@aws-sdk/credential-provider-node`, see infra/bundle-options.ts). Lambda always puts the function role's credentials
 * in the environment, so the chain's other links (SSO, shared ini files, credential processes, web identity, IMDS) can
 * never answer there; they only cost about 60 KB per bundle and their own STS/SSO clients. Tools and tests, which run
 * from source, keep the full chain.
 */
export const defaultProvider = (init: Parameters<typeof fromEnv>[0] = {}): AwsCredentialIdentityProvider => fromEnv(init);
