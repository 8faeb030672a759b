import { App } from 'aws-cdk-lib';
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
  return { app, stack, template: Template.fromStack(stack) };
}
