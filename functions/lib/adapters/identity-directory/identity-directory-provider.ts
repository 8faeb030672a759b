import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { provider } from '../../wiring/provider';
import { CognitoIdentityDirectory } from './cognito-identity-directory';
import { traceClient } from '../../observability/tracer';

/** The user pool's admin API; on one machine AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER points it at the local identity service. */
export const identityDirectoryProvider = provider({
  name: 'identityDirectory',
  requires: 'the user pool (userPool)',
  allows: (n) => (n.userPool?.length ?? 0) > 0,
  build: (config) => new CognitoIdentityDirectory(config.USER_POOL_ID ?? 'no-user-pool', traceClient(new CognitoIdentityProviderClient({}))),
});
