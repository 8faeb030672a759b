import { Names, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { filesBuckets, tableAccessOf, type FilesBucket, type SecretName } from '../shared/routes/capabilities';
import { needsOfHandler } from '../shared/routes/function-needs';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as ses from 'aws-cdk-lib/aws-ses';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { QueueName } from '../shared/routes/consumer-table';

export interface AccessTargets {
  table: dynamodb.ITable;
  productKeys: kms.IKey;
  queues: Record<QueueName, sqs.IQueue>;
  /** Each queue's dead-letter queue, whose depth Search Management shows. */
  deadLetters: Record<QueueName, sqs.IQueue>;
  buckets: s3.IBucket[];
  /** The product images bucket, which admins upload to through pre-signed POSTs. */
  images: s3.IBucket;
  /** The SPA's bucket. */
  site: s3.IBucket;
  /** The buckets of files staff generate: search-index exports and sitemaps. */
  files: Record<FilesBucket, s3.IBucket>;
  userPool: cognito.IUserPool;
  recaptchaSecret: secretsmanager.ISecret;
  searchAdminKey: secretsmanager.ISecret;
  cursorSecret: secretsmanager.ISecret;
  paymentsSecret: secretsmanager.ISecret;
  orderLinkSecret: secretsmanager.ISecret;
  keyFingerprintSecret: secretsmanager.ISecret;
  /** The SES identity order e-mails are sent from. */
  emailIdentity: ses.IEmailIdentity;
}

const readActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
const writeActions = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:ConditionCheckItem'];

/**
 * Gives a handler's role exactly what its table entry declares (`needs`, see shared/routes/capabilities.ts): the
 * table read-only unless it says otherwise, and nothing else it did not name.
 */
export function grantAccess(role: iam.Role, handler: string, targets: AccessTargets): void {
  const needs = needsOfHandler(handler);
  const table = tableAccessOf(needs);
  const tableAndIndexes = [targets.table.tableArn, `${targets.table.tableArn}/index/*`];
  if (table === 'put-only') {
    // No indexes and no reads: a conditional PutItem is the whole job (see functions/identity/post-confirmation.ts).
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['dynamodb:PutItem'], resources: [targets.table.tableArn] }));
  } else if (table === 'read' || table === 'write') {
    const actions = table === 'write' ? [...readActions, ...writeActions] : readActions;
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions, resources: tableAndIndexes }));
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${arnAsSeenFrom(role, targets.table)}>/index/*]`,
      reason: "The wildcard is this table's own index/* ARN: the single-table design queries every GSI (gsi1..gsi5).",
    });
  }
  if (needs.keys?.includes('encrypt')) targets.productKeys.grant(role, 'kms:GenerateDataKey');
  if (needs.keys?.includes('decrypt')) targets.productKeys.grant(role, 'kms:Decrypt');
  for (const queue of needs.sendsTo ?? []) targets.queues[queue].grantSendMessages(role);
  for (const queue of needs.drains ?? []) {
    // Receive and delete (grantConsumeMessages adds GetQueueAttributes and visibility changes); the DLQ is only counted.
    targets.queues[queue].grantConsumeMessages(role);
    targets.deadLetters[queue].grant(role, 'sqs:GetQueueAttributes');
  }
  const poolActions = [
    ...(needs.userPool?.includes('groups') ? ['cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminRemoveUserFromGroup'] : []),
    ...(needs.userPool?.includes('attributes') ? ['cognito-idp:AdminUpdateUserAttributes'] : []),
  ];
  if (poolActions.length) role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: poolActions, resources: [targets.userPool.userPoolArn] }));
  const secrets: Record<SecretName, secretsmanager.ISecret> = {
    recaptcha: targets.recaptchaSecret,
    'search-admin-key': targets.searchAdminKey,
    cursor: targets.cursorSecret,
    payments: targets.paymentsSecret,
    'order-links': targets.orderLinkSecret,
    'key-fingerprints': targets.keyFingerprintSecret,
  };
  if (needs.email) targets.emailIdentity.grantSendEmail(role);
  for (const name of needs.secrets ?? []) secrets[name].grantRead(role);
  if (needs.siteTemplate) {
    // Only GetObject on the one object: bucket.grantRead would add List* and GetBucket* wildcards.
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [targets.site.arnForObjects('index.html')] }));
  }
  if (needs.imageUploads) {
    // A pre-signed POST acts with the signer's rights: PutObject under products/ only, nothing to read or list.
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:PutObject'], resources: [targets.images.arnForObjects('products/*')] }));
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${arnAsSeenFrom(role, targets.images)}>/products/*]`,
      reason: 'Uploads get random or time-based names under products/, so the grant is that prefix, not one object.',
    });
  }
  for (const bucket of filesBuckets) {
    const access = needs.files?.[bucket];
    if (!access) continue;
    // Objects only (no List*): generated files are named by the code that reads them.
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: access === 'write' ? ['s3:GetObject', 's3:PutObject'] : ['s3:GetObject'], resources: [targets.files[bucket].arnForObjects(`${bucket}/*`)] }));
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${arnAsSeenFrom(role, targets.files[bucket])}>/${bucket}/*]`,
      reason: `Generated ${bucket} files are named by date, id or part under ${bucket}/, so the grant is that prefix, not one object.`,
    });
  }
  if (needs.metrics) {
    // GetMetricData has no resource-level permissions: CloudWatch only accepts "*" for it.
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['cloudwatch:GetMetricData'], resources: ['*'] }));
    Validations.of(role).acknowledge({ id: 'AwsSolutions-IAM5[Resource::*]', reason: 'cloudwatch:GetMetricData supports no resource-level permissions; the Performance Monitor reads the API metrics with it.' });
  }
  if (needs.machineTranslation) {
    // TranslateText names no resource unless it uses custom terminologies, which the store does not: "*" is what IAM takes.
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['translate:TranslateText'], resources: ['*'] }));
    Validations.of(role).acknowledge({ id: 'AwsSolutions-IAM5[Resource::*]', reason: 'translate:TranslateText without custom terminologies has no resource to name; Auto-translate Missing calls it.' });
  }
  if (needs.probes) {
    targets.productKeys.grant(role, 'kms:DescribeKey');
    for (const queue of Object.values(targets.queues)) queue.grant(role, 'sqs:GetQueueAttributes');
    // HeadBucket is authorised by s3:ListBucket on the bucket itself, not on its objects.
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: targets.buckets.map((b) => b.bucketArn) }),
    );
  }
}

/**
 * How cdk-nag names a resource's ARN in a finding on `role`'s policy: `Logical.Arn` in the same stack, or the parameter
 * CDK passes it through (`referenceto{UniqueId}Arn`) when the role sits in a nested stack (infra/api-routes.ts).
 */
function arnAsSeenFrom(role: Construct, target: Construct): string {
  const cfn = target.node.defaultChild as CfnElement;
  if (Stack.of(role) === Stack.of(cfn)) return `${String(Stack.of(role).resolve(cfn.logicalId))}.Arn`;
  return `referenceto${Names.uniqueId(cfn)}Arn`;
}
