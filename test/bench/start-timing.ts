import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface RunningStore {
  child: ChildProcess;
  url: string;
  readyMs: number;
  stop(): Promise<void>;
}

/** Runs `npm start`'s entry point as a real child process and times it until /api/health answers 200. */
export async function startStore(projectRoot: string, port: number, dataDir: string, timeoutMs = 180_000): Promise<RunningStore> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), join(projectRoot, 'bin/start.ts')], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), NEONKEYS_DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.status === 200, () => false);
    if (ok) break;
    if (performance.now() - started > timeoutMs) throw new Error(`npm start did not become healthy in ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const readyMs = performance.now() - started;
  return {
    child,
    url,
    readyMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
