import { describe, expect, it } from 'vitest';
import { buildTestStack } from './build-test-stack';
import { resourcesOf } from './template-queries';

const { template } = buildTestStack();
const pseudo: Record<string, string> = { 'AWS::Region': 'eu-west-1', 'AWS::URLSuffix': 'amazonaws.com', 'AWS::AccountId': '111122223333' };

/** Renders a template value with pseudo parameters filled in, as CloudFormation would in eu-west-1. */
function render(value: unknown): string {
  if (typeof value === 'string') return value;
  const node = value as Record<string, unknown>;
  if (typeof node.Ref === 'string') return pseudo[node.Ref] ?? `<${node.Ref}>`;
  if (Array.isArray(node['Fn::Join'])) {
    const [separator, parts] = node['Fn::Join'] as [string, unknown[]];
    return parts.map(render).join(separator);
  }
  throw new Error(`Cannot render ${JSON.stringify(value)}`);
}

const spaPolicy = Object.values(resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy'))
  .map((p) => (p.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: unknown } } }).SecurityHeadersConfig)
  .map((headers) => render(headers.ContentSecurityPolicy.ContentSecurityPolicy))
  .find((csp) => csp.startsWith("default-src 'self'"))!;
const directive = (name: string) =>
  spaPolicy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

describe("the SPA's content security policy", () => {
  it("lets Amplify reach the region's user pool API and this pool's hosted UI, and no other Cognito domain", () => {
    expect(directive('connect-src')).toEqual(
      expect.arrayContaining(['https://cognito-idp.eu-west-1.amazonaws.com', 'https://neonkeys-111122223333.auth.eu-west-1.amazoncognito.com']),
    );
    expect(directive('connect-src').filter((source) => source.includes('amazoncognito.com'))).toHaveLength(1);
  });

  it.each(['script-src', 'frame-src'])('lets reCAPTCHA load in %s', (name) => {
    expect(directive(name)).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/']));
  });

  it('lets reCAPTCHA load its script release from gstatic', () => {
    expect(directive('script-src')).toEqual(expect.arrayContaining(['https://www.gstatic.com/recaptcha/']));
  });

  it('still allows no inline or eval script', () => {
    expect(directive('script-src')).not.toEqual(expect.arrayContaining(["'unsafe-inline'"]));
    expect(directive('script-src')).not.toEqual(expect.arrayContaining(["'unsafe-eval'"]));
  });
});
