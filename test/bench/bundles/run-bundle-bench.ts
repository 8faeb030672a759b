// `npm run bench:bundles`: per deployed function, bundle size and module-load time; prints JSON, and with `--write`
// replaces the bundles section of docs/performance.md.
import { join, resolve } from 'node:path';
import { deployedHandlers } from '../../../shared/routes/function-needs';
import { bundleHandlers, median, timeModuleLoad, type BundleFigure } from './measure-bundles';
import { writeBundleReport } from './bundle-report';

const root = resolve(import.meta.dirname, '../../..');
const handlers = deployedHandlers();
const entries = Object.fromEntries(handlers.map((h) => [h.replace(/\//g, '__'), join(root, 'functions', `${h}.ts`)]));
const { outdir, metafile } = await bundleHandlers(root, entries);
const env = {
  PATH: process.env.PATH,
  AWS_REGION: 'us-east-1',
  TABLE_NAME: 't',
  QUEUE_URL_PREORDERS: 'https://sqs.us-east-1.amazonaws.com/1/p',
  QUEUE_URL_SEARCH_INDEX: 'https://sqs.us-east-1.amazonaws.com/1/s',
  QUEUE_URL_ORDERS: 'https://sqs.us-east-1.amazonaws.com/1/o',
  QUEUE_URL_TRACKING: 'https://sqs.us-east-1.amazonaws.com/1/t',
  QUEUE_URL_EXPORTS: 'https://sqs.us-east-1.amazonaws.com/1/e',
  USER_POOL_ID: 'us-east-1_x',
  USER_POOL_CLIENT_ID: 'c',
  SPA_ORIGIN: 'https://example.com',
  PUBLIC_BASE_URL: 'https://example.com',
  AUTH_DOMAIN: 'https://x.auth.us-east-1.amazoncognito.com',
  RECAPTCHA_SITE_KEY: 'k',
  ALGOLIA_APP_ID: 'A',
  ALGOLIA_SEARCH_KEY: 'k',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};
const runs = Number(process.env.BUNDLE_LOAD_RUNS ?? 7);
const figures: BundleFigure[] = [];
for (const handler of handlers) {
  const name = handler.replace(/\//g, '__');
  const output = Object.entries(metafile.outputs).find(([file]) => file.endsWith(`/${name}.mjs`))!;
  const samples = timeModuleLoad(join(outdir, `${name}.mjs`), runs, env);
  figures.push({ handler, bytes: output[1].bytes, loadMsMedian: median(samples), loadMsRuns: samples, inputs: Object.keys(output[1].inputs) });
  console.error(`${handler}: ${(output[1].bytes / 1024).toFixed(0)} KB, load ${median(samples).toFixed(1)} ms`);
}
console.log(JSON.stringify(figures.map(({ inputs: _inputs, ...f }) => f)));

if (process.argv.includes('--write')) await writeBundleReport(join(root, 'docs/performance.md'), figures, runs);
