// The layering rule from the conventions, as one small ESLint rule:
// web/src: app -> features -> components/lib/config, and no feature imports another feature;
// web never imports server code; shared/ stays pure (no I/O, no AWS, no app layers);
// deployed code (functions/, shared/, infra/, web/) never imports the one-machine twins in local/.
import { dirname, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

function layerOf(file) {
  const rel = relative(root, file).split('\\').join('/');
  const web = /^web\/src\/(app|features|components|lib|config|locales)(?:\/([^/]+))?/.exec(rel);
  if (web) return { area: 'web', layer: web[1], feature: web[1] === 'features' ? web[2] : undefined };
  const top = /^(web|shared|functions|infra|bin|test|local)\//.exec(rel);
  return top ? { area: top[1], test: /\.test\.tsx?$/.test(rel) } : { area: 'other' };
}

const webRank = { app: 3, features: 2, components: 1, lib: 1, config: 0, locales: 0 };

const deployed = ['functions', 'shared', 'infra', 'web'];

function violation(from, to, spec) {
  // Tests beside deployed code may start the twins they run against; esbuild never bundles a test.
  if (to?.area === 'local' && deployed.includes(from.area) && !from.test) {
    return `${from.area}/ is deployed and cannot import the one-machine twins in local/; local/ imports deployed code, never the reverse`;
  }
  if (from.area === 'shared') {
    if (['functions', 'web', 'infra', 'bin', 'test', 'local'].includes(to?.area)) return `shared/ is pure domain code and cannot import ${to.area}/`;
    if (/^(node:|@aws-sdk\/|aws-cdk-lib|electrodb)/.test(spec)) return `shared/ has no I/O: '${spec}' belongs in functions/ adapters`;
    return null;
  }
  if (from.area !== 'web' || !to) return null;
  if (['functions', 'infra', 'bin'].includes(to.area)) return `web/ cannot import server code from ${to.area}/`;
  if (to.area !== 'web' || !from.layer || !to.layer) return null;
  if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature) {
    return `feature '${from.feature}' cannot import feature '${to.feature}'; lift the shared part to components/ or lib/`;
  }
  if (webRank[to.layer] > webRank[from.layer]) return `web/src/${from.layer} cannot import from web/src/${to.layer} (imports flow app -> features -> components/lib)`;
  return null;
}

export default {
  rules: {
    'import-direction': {
      meta: { type: 'problem', schema: [], docs: { description: 'Imports flow one way between layers' } },
      create(context) {
        const from = layerOf(context.filename);
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string') return;
          const to = spec.startsWith('.')
            ? layerOf(resolve(dirname(context.filename), spec))
            : spec.startsWith('@/')
              ? layerOf(resolve(root, 'web/src', spec.slice(2)))
              : undefined;
          const message = violation(from, to, spec);
          if (message) context.report({ node, message });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};
