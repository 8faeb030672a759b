/**
 * The unit and CDK files share their worker's modules (`isolate: false`): a file no longer loads zod, the route table,
 * the SDK or aws-cdk-lib again for itself, which took the unit layer from 28 s to 11 s and the CDK layer from 37 s to
 * 22 s on two cores. A file that replaces a module (`vi.mock`) needs a module graph of its own, since the module it
 * replaces may already be loaded for another file: those run isolated, in the `unit-isolated` project, and a test
 * (test/lint/unit-isolation.test.ts) keeps this list equal to the files that do.
 */
export const filesReplacingModules = [
  'functions/lib/http/api-handler.test.ts',
  'web/src/app/router.test.tsx',
  'web/src/features/tracking/link-on-sign-in.test.ts',
  'web/src/lib/api-client.test.ts',
  'web/src/lib/auth/session-store.test.ts',
  'web/src/lib/cart/cart-store.test.ts',
];

/** Where the unit projects look for test files. */
export const unitTestFolders = ['shared', 'functions', 'local', 'web', 'bin', 'test/lint', 'test/bench'];
export const unitTestGlob = `{${unitTestFolders.join(',')}}/**/*.test.{ts,tsx}`;
