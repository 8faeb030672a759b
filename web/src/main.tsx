import { readSsrState } from './app/ssr/ssr-state';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const ssr = readSsrState(document) ?? undefined;
/** Resolves after the browser has had a chance to paint and handle input. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

if (ssr) {
  // Server HTML is already the page: let the browser paint it before any of React's code is fetched, then
  // evaluate the code in separate tasks (React DOM first, then the app), so no single task blocks input for long.
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  await nextTask();
  await import('react-dom/client');
  await nextTask();
}
const { boot } = await import('./boot');
await boot(root, ssr);
