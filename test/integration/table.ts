import { ensureTable } from '../../local/dynamodb/dynamodb-local';
import { readConfig } from '../../functions/lib/config';
import { setDeps, type Deps } from '../../functions/lib/deps';
import { buildToolDeps } from '../../functions/lib/wiring/tool-deps';

/**
 * Creates this file's table and returns every adapter over it, for the test's own setup and checks. Handlers keep
 * building their own, scoped to what their table entry declares, so a test runs them as Lambda would; a test that
 * must swap an adapter calls `setDeps`.
 */
export async function useTestTable(): Promise<Deps> {
  const config = readConfig();
  await ensureTable(config.DYNAMODB_ENDPOINT!, config.TABLE_NAME);
  setDeps(undefined);
  return buildToolDeps(config);
}
