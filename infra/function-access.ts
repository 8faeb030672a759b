import { Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { QueueName } from '../shared/routes/consumer-table';

export interface FunctionAccess {
  /**
   * The table: read and write for handlers, only PutItem for the sign-up trigger, which only creates profiles, none
   * for the stream function (its event source grants the stream read).
   */
  table: 'read-write' | 'put' | 'none';
  /** Envelope encryption with the product-key CMK: GenerateDataKey and Decrypt. */
  productKeys: boolean;
  /** Queues the handler publishes to. */
  sendsTo: QueueName[];
  /** Read-only reachability checks of queues, buckets and the key, for the health report. */
  probes: boolean;
  /** Reads the SPA's index.html from its bucket, to wrap server-rendered pages. */
  readsSite: boolean;
  /** Adds users to and removes them from the user pool's groups, mirroring role records. */
  managesGroups: boolean;
  /** Writes a user's `name` and `custom:country` back to the user pool after a profile edit. */
  writesProfileAttributes: boolean;
  /** Reads the reCAPTCHA secret key, to verify human-verification tokens. */
  readsRecaptchaSecret: boolean;
  /** Reads the Algolia admin key, to write the search indices. */
  readsSearchAdminKey: boolean;
  /** Reads the deployment's cursor secret, to seal and open pagination cursors. */
  readsCursorSecret: boolean;
}

/**
 * What each handler may touch, matched on its path under `functions/`. Every function reads and writes
 * the table unless a rule says otherwise; a consumer also consumes its own queue (see `queue-consumers.ts`).
 */
const rules: { handlers: RegExp; access: Partial<FunctionAccess> }[] = [
  { handlers: /^inventory\//, access: { productKeys: true, sendsTo: ['preorders', 'search-index'] } },
  { handlers: /^catalog\//, access: { sendsTo: ['search-index'] } },
  // Fulfilling pre-orders uses up stock, which changes what search shows.
  { handlers: /^preorders\/fulfil-preorders$/, access: { sendsTo: ['search-index'] } },
  { handlers: /^ops\/health$/, access: { probes: true } },
  { handlers: /^pages\//, access: { readsSite: true } },
  { handlers: /^identity\/set-user-role$/, access: { managesGroups: true } },
  { handlers: /^identity\/update-profile$/, access: { writesProfileAttributes: true } },
  { handlers: /^identity\/post-confirmation$/, access: { table: 'put' } },
  { handlers: /^identity\/verify-human$/, access: { readsRecaptchaSecret: true } },
  { handlers: /^search\/sync-index$/, access: { readsSearchAdminKey: true } },
  { handlers: /^search\/product-change-stream$/, access: { table: 'none', sendsTo: ['search-index'] } },
  // Every handler that hands out or reads a pagination cursor (the home page carries the catalogue's first page).
  { handlers: /^(catalog\/list-products|storefront\/get-home|pages\/render-page|storefront\/list-reviews|inventory\/list-keys)$/, access: { readsCursorSecret: true } },
];

export function accessFor(handler: string): FunctionAccess {
  const access: FunctionAccess = {
    table: 'read-write',
    productKeys: false,
    sendsTo: [],
    probes: false,
    readsSite: false,
    managesGroups: false,
    writesProfileAttributes: false,
    readsRecaptchaSecret: false,
    readsSearchAdminKey: false,
    readsCursorSecret: false,
  };
  for (const rule of rules.filter((r) => r.handlers.test(handler))) {
    access.table = rule.access.table ?? access.table;
    access.productKeys ||= rule.access.productKeys ?? false;
    access.probes ||= rule.access.probes ?? false;
    access.readsSite ||= rule.access.readsSite ?? false;
    access.managesGroups ||= rule.access.managesGroups ?? false;
    access.writesProfileAttributes ||= rule.access.writesProfileAttributes ?? false;
    access.readsRecaptchaSecret ||= rule.access.readsRecaptchaSecret ?? false;
    access.readsSearchAdminKey ||= rule.access.readsSearchAdminKey ?? false;
    access.readsCursorSecret ||= rule.access.readsCursorSecret ?? false;
    access.sendsTo = [...new Set([...access.sendsTo, ...(rule.access.sendsTo ?? [])])];
  }
  return access;
}

export interface AccessTargets {
  table: dynamodb.ITable;
  productKeys: kms.IKey;
  queues: Record<QueueName, sqs.IQueue>;
  buckets: s3.IBucket[];
  /** The SPA's bucket. */
  site: s3.IBucket;
  userPool: cognito.IUserPool;
  recaptchaSecret: secretsmanager.ISecret;
  searchAdminKey: secretsmanager.ISecret;
  cursorSecret: secretsmanager.ISecret;
}

/** Gives a handler's role exactly what `accessFor` lists. */
export function grantAccess(role: iam.Role, handler: string, targets: AccessTargets): void {
  const access = accessFor(handler);
  if (access.table === 'put') {
    // No indexes and no reads: a conditional PutItem is the whole job (see functions/identity/post-confirmation.ts).
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['dynamodb:PutItem'], resources: [targets.table.tableArn] }));
  } else if (access.table === 'read-write') {
    targets.table.grantReadWriteData(role);
    const tableLogicalId: unknown = Stack.of(role).resolve((targets.table.node.defaultChild as CfnElement).logicalId);
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${String(tableLogicalId)}.Arn>/index/*]`,
      reason: "The wildcard is this table's own index/* ARN: the single-table design queries every GSI (gsi1..gsi3).",
    });
  }
  if (access.productKeys) targets.productKeys.grant(role, 'kms:GenerateDataKey', 'kms:Decrypt');
  for (const queue of access.sendsTo) targets.queues[queue].grantSendMessages(role);
  if (access.managesGroups) {
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminRemoveUserFromGroup'],
        resources: [targets.userPool.userPoolArn],
      }),
    );
  }
  if (access.writesProfileAttributes) {
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['cognito-idp:AdminUpdateUserAttributes'], resources: [targets.userPool.userPoolArn] }),
    );
  }
  if (access.readsRecaptchaSecret) targets.recaptchaSecret.grantRead(role);
  if (access.readsSearchAdminKey) targets.searchAdminKey.grantRead(role);
  if (access.readsCursorSecret) targets.cursorSecret.grantRead(role);
  if (access.readsSite) {
    // Only GetObject on the one object: bucket.grantRead would add List* and GetBucket* wildcards.
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [targets.site.arnForObjects('index.html')] }));
  }
  if (access.probes) {
    targets.productKeys.grant(role, 'kms:DescribeKey');
    for (const queue of Object.values(targets.queues)) queue.grant(role, 'sqs:GetQueueAttributes');
    // HeadBucket is authorised by s3:ListBucket on the bucket itself, not on its objects.
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: targets.buckets.map((b) => b.bucketArn) }),
    );
  }
}
