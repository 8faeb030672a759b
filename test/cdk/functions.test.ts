import { describe, expect, it } from 'vitest';
import { consumers } from '../../shared/routes/consumer-table';
import { schedules } from '../../shared/routes/schedule-table';
import { pageRoutes } from '../../shared/routes/page-routes';
import { routes } from '../../shared/routes/route-table';
import { identityTriggers } from '../../infra/identity';
import { searchStreamHandler } from '../../infra/search';
import { buildTestStack } from './build-test-stack';
import { actionsOf, functionsByHandler, handlersAllowed, onlyLogicalId, resourcesOf, statementsOf } from './template-queries';

const { template } = buildTestStack();
const functions = functionsByHandler(template);
const handlers = [
  ...new Set([...Object.values(routes), ...Object.values(pageRoutes)].map((r) => r.handler)),
  ...Object.values(consumers).map((c) => c.handler),
  ...Object.values(schedules).map((s) => s.handler),
  ...Object.values(identityTriggers),
  searchStreamHandler,
].sort();
const triggers: string[] = Object.values(identityTriggers);
const apiHandlers = handlers.filter((h) => !triggers.includes(h));
/** Everything but the stream function, which reads only the table's stream and sends messages. */
const tableHandlers = handlers.filter((h) => h !== searchStreamHandler);
const variablesOf = (handler: string) => (functions[handler]?.props.Environment as { Variables: Record<string, unknown> }).Variables;
/** The work queue (the one with a redrive policy), not its dead-letter queue. */
const queueIdOf = (prefix: string) =>
  Object.entries(resourcesOf(template, 'AWS::SQS::Queue')).find(([id, q]) => id.startsWith(prefix) && q.Properties.RedrivePolicy)?.[0] ?? '';

describe('functions', () => {
  it('has one function per route handler, queue consumer, schedule and user pool trigger, named for its handler', () => {
    expect(Object.keys(functions).sort()).toEqual(handlers);
  });

  it.each(handlers)('gives %s Node 22 on arm64 with active tracing', (handler) => {
    expect(functions[handler]?.props).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      TracingConfig: { Mode: 'Active' },
      Handler: 'index.handler',
    });
  });

  it.each(handlers)('keeps the logs of %s for a month in its own log group', (handler) => {
    const logGroupId = (functions[handler]?.props.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    expect(resourcesOf(template, 'AWS::Logs::LogGroup')[logGroupId]?.Properties.RetentionInDays).toBe(30);
  });

  it.each(handlers)('gives %s every setting functions/lib/config.ts requires', (handler) => {
    const variables = (functions[handler]?.props.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables).toMatchObject({ KEY_CIPHER: 'aws-kms', OBJECT_STORE: 's3', POWERTOOLS_SERVICE_NAME: 'neonkeys', LOG_LEVEL: 'INFO' });
    for (const name of ['TABLE_NAME', 'KMS_KEY_ID', 'QUEUE_URL_PREORDERS', 'QUEUE_URL_SEARCH_INDEX', 'SPA_ORIGIN']) {
      expect(variables[name], name).toBeDefined();
    }
    for (const name of ['BUCKET_IMAGES', 'BUCKET_EXPORTS', 'BUCKET_SITEMAPS']) expect(variables[name], name).toEqual({ Ref: expect.any(String) });
  });

  it('lets every function but the sign-up trigger and the stream function read and write the table', () => {
    const tableId = onlyLogicalId(resourcesOf(template, 'AWS::DynamoDB::Table'));
    expect(handlersAllowed(template, 'dynamodb:PutItem', tableId)).toEqual(tableHandlers);
    expect(handlersAllowed(template, 'dynamodb:Query', tableId)).toEqual(apiHandlers.filter((h) => h !== searchStreamHandler));
  });

  it('lets the post-confirmation trigger only put items into the table, and nothing else', () => {
    const trigger = functions[identityTriggers.postConfirmation]!;
    const tableId = onlyLogicalId(resourcesOf(template, 'AWS::DynamoDB::Table'));
    const granted = statementsOf(template, trigger.logicalId).filter((s) => !actionsOf(s).some((a) => a.startsWith('logs:') || a.startsWith('xray:')));

    expect(granted.map((s) => ({ actions: actionsOf(s), resource: s.Resource }))).toEqual([
      { actions: ['dynamodb:PutItem'], resource: { 'Fn::GetAtt': [tableId, 'Arn'] } },
    ]);
  });

  it('gives the user pool trigger no user pool setting, which would make the pool and the function depend on each other', () => {
    const poolId = onlyLogicalId(resourcesOf(template, 'AWS::Cognito::UserPool'));
    const variables = variablesOf(identityTriggers.postConfirmation);

    expect(JSON.stringify(variables)).not.toContain(poolId);
    expect(variables).not.toHaveProperty('USER_POOL_ID');
  });

  it.each(apiHandlers)('tells %s the user pool, its SPA client, the hosted UI and the reCAPTCHA settings', (handler) => {
    const poolId = onlyLogicalId(resourcesOf(template, 'AWS::Cognito::UserPool'));
    const clientId = onlyLogicalId(resourcesOf(template, 'AWS::Cognito::UserPoolClient'));

    expect(variablesOf(handler)).toMatchObject({
      USER_POOL_ID: { Ref: poolId },
      USER_POOL_CLIENT_ID: { Ref: clientId },
      AUTH_DOMAIN: { 'Fn::Join': ['', expect.arrayContaining(['https://'])] },
      HUMAN_VERIFIER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'test-recaptcha-site-key',
      RECAPTCHA_SECRET_ARN: 'neonkeys/recaptcha-secret-key',
    });
  });

  it('lets only the verify-human handler read the reCAPTCHA secret, and only that secret', () => {
    const readers = Object.entries(functions)
      .filter(([, fn]) =>
        statementsOf(template, fn.logicalId).some((s) => actionsOf(s).includes('secretsmanager:GetSecretValue') && JSON.stringify(s.Resource).includes('recaptcha')),
      )
      .map(([handler]) => handler);
    const statement = statementsOf(template, functions['identity/verify-human']!.logicalId).find((s) => actionsOf(s).includes('secretsmanager:GetSecretValue'));

    expect(readers).toEqual(['identity/verify-human']);
    expect(JSON.stringify(statement?.Resource)).toContain(':secret:neonkeys/recaptcha-secret-key-??????');
  });

  it('lets catalog and inventory handlers, the pre-order consumer and the stream function publish search-index updates, and only inventory ones queue pre-orders', () => {
    const searchPublishers = handlersAllowed(template, 'sqs:SendMessage', queueIdOf('QueuesSearchIndex'));
    const preorderPublishers = handlersAllowed(template, 'sqs:SendMessage', queueIdOf('QueuesPreorders'));
    expect(searchPublishers).toEqual(handlers.filter((h) => /^(catalog|inventory)\//.test(h) || h === searchStreamHandler || h === 'preorders/fulfil-preorders'));
    expect(preorderPublishers).toEqual(handlers.filter((h) => h.startsWith('inventory/')));
  });

  it('lets only the role handler change user pool groups, and only the page renderer read index.html', () => {
    const poolId = onlyLogicalId(resourcesOf(template, 'AWS::Cognito::UserPool'));
    const webBucketId = Object.keys(resourcesOf(template, 'AWS::S3::Bucket')).find((id) => id.startsWith('StorageWeb'))!;

    expect(handlersAllowed(template, 'cognito-idp:AdminAddUserToGroup', poolId)).toEqual(['identity/set-user-role']);
    expect(handlersAllowed(template, 'cognito-idp:AdminRemoveUserFromGroup', poolId)).toEqual(['identity/set-user-role']);
    expect(handlersAllowed(template, 's3:GetObject', webBucketId)).toEqual(['pages/render-page']);
  });

  it("lets only the profile handler write users' attributes, and only in this user pool", () => {
    const poolId = onlyLogicalId(resourcesOf(template, 'AWS::Cognito::UserPool'));
    const writers = Object.entries(functions)
      .filter(([, fn]) => statementsOf(template, fn.logicalId).some((s) => actionsOf(s).some((a) => a.startsWith('cognito-idp:AdminUpdateUser'))))
      .map(([handler]) => handler);
    const statement = statementsOf(template, functions['identity/update-profile']!.logicalId).find((s) => actionsOf(s).includes('cognito-idp:AdminUpdateUserAttributes'));

    expect(writers).toEqual(['identity/update-profile']);
    expect(actionsOf(statement!)).toEqual(['cognito-idp:AdminUpdateUserAttributes']);
    expect(statement!.Resource).toEqual({ 'Fn::GetAtt': [poolId, 'Arn'] });
  });
});
