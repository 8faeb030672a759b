/**
 * esbuild settings every deployed function shares, beyond NodejsFunction's own: read by infra/house-function.ts and by
 * the bundle bench and tests, so what is measured is what is deployed.
 */
export const bundleAliases: Readonly<Record<string, string>> = {
  // The role's credentials are in Lambda's environment; the rest of the default chain is dead weight there.
  '@aws-sdk/credential-provider-node': './functions/lib/aws/lambda-credentials.ts',
};

/** The same aliases as esbuild command-line arguments, the form NodejsFunction's `esbuildArgs` takes. */
export const bundleAliasArgs = (): Record<string, string> =>
  Object.fromEntries(Object.entries(bundleAliases).map(([from, to]) => [`--alias:${from}`, to]));
