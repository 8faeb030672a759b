import { ensureTable } from '../../local/dynamodb/dynamodb-local';
import { readConfig } from '../../functions/lib/config';
import { buildDeps, setDeps, type Deps } from '../../functions/lib/deps';

/** Creates this file's table and installs the deps every handler will use. Call in beforeAll. */
export async function useTestTable(): Promise<Deps> {
  const config = readConfig();
  await ensureTable(config.DYNAMODB_ENDPOINT!, config.TABLE_NAME);
  const deps = buildDeps(config);
  setDeps(deps);
  return deps;
}
