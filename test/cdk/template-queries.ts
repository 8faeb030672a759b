import type { Template } from 'aws-cdk-lib/assertions';

export interface CfnResource {
  Type: string;
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
}

export interface PolicyStatement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

export const resourcesOf = (template: Template, type: string): Record<string, CfnResource> =>
  template.findResources(type) as Record<string, CfnResource>;

/** Lambda functions keyed by the handler path the house function writes into their description. */
export function functionsByHandler(template: Template): Record<string, { logicalId: string; props: Record<string, unknown> }> {
  const byHandler: Record<string, { logicalId: string; props: Record<string, unknown> }> = {};
  for (const [logicalId, fn] of Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))) {
    byHandler[String(fn.Properties.Description)] = { logicalId, props: fn.Properties };
  }
  return byHandler;
}

/** Every Allow statement in the IAM policies attached to a function's role. */
export function statementsOf(template: Template, functionLogicalId: string): PolicyStatement[] {
  const fn = resourcesOf(template, 'AWS::Lambda::Function')[functionLogicalId];
  const roleId = (fn?.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: PolicyStatement[] }).Statement);
}

export const actionsOf = (statement: PolicyStatement): string[] =>
  Array.isArray(statement.Action) ? statement.Action : [statement.Action];

/** Logical ids of the resources a statement's Resource refers to through GetAtt or Ref. */
export function resourceIdsOf(statement: PolicyStatement): string[] {
  const ids = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (Array.isArray(record['Fn::GetAtt'])) ids.add(String(record['Fn::GetAtt'][0]));
      else if (typeof record.Ref === 'string') ids.add(record.Ref);
      else Object.values(record).forEach(walk);
    }
  };
  walk(statement.Resource);
  return [...ids];
}

/** Handlers whose role may perform `action` on the resource with `logicalId`. */
export function handlersAllowed(template: Template, action: string, logicalId: string): string[] {
  return Object.entries(functionsByHandler(template))
    .filter(([, fn]) =>
      statementsOf(template, fn.logicalId).some(
        (s) => s.Effect === 'Allow' && actionsOf(s).includes(action) && resourceIdsOf(s).includes(logicalId),
      ),
    )
    .map(([handler]) => handler)
    .sort();
}

export const onlyLogicalId = (resources: Record<string, CfnResource>): string => {
  const ids = Object.keys(resources);
  if (ids.length !== 1) throw new Error(`Expected one resource, found ${ids.length}`);
  return ids[0] as string;
};

/** Handlers whose role may read a secret imported by name (its ARN is a string holding the name, not a logical id). */
export function handlersAllowedOnSecret(template: Template, secretName: string): string[] {
  return Object.entries(functionsByHandler(template))
    .filter(([, fn]) =>
      statementsOf(template, fn.logicalId).some(
        (s) => s.Effect === 'Allow' && actionsOf(s).includes('secretsmanager:GetSecretValue') && JSON.stringify(s.Resource).includes(`:secret:${secretName}-`),
      ),
    )
    .map(([handler]) => handler)
    .sort();
}
