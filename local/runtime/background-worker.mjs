// Entry of the background thread: the main thread's TypeScript loader does not reach new threads, so this one
// registers tsx's own before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./background-worker.ts');
