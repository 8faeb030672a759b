// The engine benchmark: the local engine and Orama, each measured in its own process over the same generated records.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { EngineFigures, EngineName } from './engine-worker';

export interface EngineBenchResult {
  local: EngineFigures;
  orama: EngineFigures;
}

function measureIn(engine: EngineName): Promise<EngineFigures> {
  return new Promise((resolve, reject) => {
    const child = fork(join(import.meta.dirname, 'engine-worker.ts'), [engine], {
      execArgv: ['--expose-gc', '--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let figures: EngineFigures | undefined;
    child.once('message', (message) => (figures = message as EngineFigures));
    child.once('error', reject);
    child.once('exit', (code) => (figures ? resolve(figures) : reject(new Error(`the ${engine} engine worker exited with ${code}`))));
  });
}

/** Runs the local engine, then Orama, one after the other so they never share the CPU. */
export async function runEngineBench(): Promise<EngineBenchResult> {
  const local = await measureIn('local');
  const orama = await measureIn('orama');
  return { local, orama };
}
