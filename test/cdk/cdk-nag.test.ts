import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { buildTestStack } from './build-test-stack';

const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000';
const variants = [
  { name: 'on the CloudFront domain', props: {} },
  { name: 'on a custom domain', props: { customDomain: { domainName: 'shop.example.com', certificateArn } } },
];

// cdk-nag 3 is a CDK validation plugin, not an Aspect, and reports through its validation report rather than
// annotations; validateScope() is its entry point for tests, honouring Validations.of(x).acknowledge().
describe('cdk-nag AwsSolutions checks', () => {
  it.each(variants)('finds no unacknowledged errors or warnings $name', ({ props }) => {
    const { app } = buildTestStack(props);
    const report = new AwsSolutionsChecks(app).validateScope(app);
    const findings = report.violations
      .filter((v) => v.severity === 'error' || v.severity === 'warning')
      .map((v) => `${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(findings).toEqual([]);
  });

  it('gives every acknowledgement a specific reason', () => {
    const { app } = buildTestStack();
    const acknowledgements = app.node
      .findAll()
      .flatMap((c) => c.node.metadata.filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY))
      .flatMap((m) => Object.entries(m.data as Record<string, unknown>));
    expect(acknowledgements.length).toBeGreaterThan(0);
    for (const [id, reason] of acknowledgements) {
      expect(typeof reason === 'string' ? reason : JSON.stringify(reason), id).toMatch(/^.{40,}$/);
    }
  });
});
