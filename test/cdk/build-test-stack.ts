import type { Stack } from 'aws-cdk-lib';
import { App, NestedStack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NeonKeysStack, type NeonKeysStackProps } from '../../infra/neonkeys-stack';
import { repoRoot } from '../../infra/repo-paths';

export const handlerEntry = (handler: string): string => join(repoRoot, 'functions', `${handler}.ts`);
const stubEntry = join(import.meta.dirname, 'fixtures', 'handler-stub.ts');
// The feature flags `cdk synth` reads from cdk.json, so the tests see the template a deploy would.
const cdkJsonContext = (JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

/**
 * The stack as `bin/app.ts` builds it, with cdk.json's context, but without esbuild: an empty bundling-stacks list makes NodejsFunction
 * skip bundling, so the tests stay fast. NodejsFunction still insists that an entry exists, so a handler not
 * written yet points at a stub; `handler-files.test.ts` is the test that fails for it.
 */
export function buildTestStack(
  props: Partial<NeonKeysStackProps> = {},
  options: { outdir?: string; cloudFormationValidation?: boolean } = {},
): { app: App; stack: NeonKeysStack; template: Template } {
  const app = new App({
    context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [] },
    outdir: options.outdir,
    // CDK's own template validator costs seconds per synth; cloudformation-validation.test.ts runs it once.
    builtinCloudFormationValidation: options.cloudFormationValidation ?? false,
  });
  const stack = new NeonKeysStack(app, 'NeonKeysStack', {
    googleClientId: 'test-client.apps.googleusercontent.com',
    googleClientSecretName: 'neonkeys/google-client-secret',
    recaptchaSecretName: 'neonkeys/recaptcha-secret-key',
    recaptchaSiteKey: 'test-recaptcha-site-key',
    entryFor: (handler) => (existsSync(handlerEntry(handler)) ? handlerEntry(handler) : stubEntry),
    ...props,
  });
  return { app, stack, template: flattened(stack) };
}

type Json = Record<string, unknown>;

/** Replaces every `{Ref: name}` with `values[name]`, throughout a template fragment. */
function substitute(value: unknown, values: Json): unknown {
  if (Array.isArray(value)) return value.map((v) => substitute(v, values));
  if (!value || typeof value !== 'object') return value;
  const record = value as Json;
  if (typeof record.Ref === 'string' && Object.keys(record).length === 1 && record.Ref in values) return values[record.Ref];
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, substitute(v, values)]));
}

/**
 * The stack's template with its nested stacks' resources merged in, as if they were one: each nested stack's parameters
 * replaced by what the parent passes them (so a grant on the table names the table's logical id, as before the split),
 * and the parent's reads of a nested output by the output's value. The tests assert what the whole deployment holds,
 * wherever CloudFormation's 500-resource limit made us put it; `nestedTemplates` gives each stack's own for its size.
 */
export function flattened(stack: Stack): Template {
  // A copy: toJSON hands out the synthesised template itself, which other tests read.
  const root = structuredClone(Template.fromStack(stack).toJSON()) as { Resources: Record<string, Json> };
  const nested = stack.node.findAll().filter((c): c is NestedStack => c instanceof NestedStack && c.nestedStackParent === stack);
  for (const child of nested) {
    const resourceId = stack.getLogicalId(child.nestedStackResource!);
    const own = Template.fromStack(child).toJSON() as { Resources: Record<string, Json>; Outputs?: Record<string, { Value: unknown }> };
    const parameters = ((root.Resources[resourceId]!.Properties as Json | undefined)?.Parameters ?? {}) as Json;
    for (const [id, resource] of Object.entries(own.Resources)) {
      if (id in root.Resources) throw new Error(`Logical id ${id} is in both ${stack.stackName} and ${child.node.path}`);
      root.Resources[id] = substitute(resource, parameters) as Json;
    }
    const outputs = Object.fromEntries(Object.entries(own.Outputs ?? {}).map(([name, o]) => [`Outputs.${name}`, substitute(o.Value, parameters)]));
    const readOutputs = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(readOutputs);
      if (!value || typeof value !== 'object') return value;
      const getAtt = (value as Json)['Fn::GetAtt'];
      if (Array.isArray(getAtt) && getAtt[0] === resourceId && String(getAtt[1]) in outputs) return outputs[String(getAtt[1])];
      return Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, readOutputs(v)]));
    };
    root.Resources = readOutputs(root.Resources) as Record<string, Json>;
    delete root.Resources[resourceId];
  }
  return Template.fromJSON(root);
}

/** Each stack's own template (the parent's and each nested one's): what CloudFormation's per-stack limits apply to. */
export function nestedTemplates(stack: Stack): { path: string; template: Template }[] {
  const nested = stack.node.findAll().filter((c): c is NestedStack => c instanceof NestedStack);
  return [{ path: stack.node.path, template: Template.fromStack(stack) }, ...nested.map((n) => ({ path: n.node.path, template: Template.fromStack(n) }))];
}
