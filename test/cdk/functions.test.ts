import { describe, expect, it } from 'vitest';
import { consumers } from '../../shared/routes/consumer-table';
import { schedules } from '../../shared/routes/schedule-table';
import { pageRoutes } from '../../shared/routes/page-routes';
import { routes } from '../../shared/routes/route-table';
import { identityTriggers } from '../../infra/identity';
import { searchStreamHandler } from '../../infra/search';
import { stockAlertStreamHandler } from '../../infra/stock-alerts';
import { tableAccessOf } from '../../shared/routes/capabilities';
import { needsOfHandler } from '../../shared/routes/function-needs';
import { buildTestStack } from './build-test-stack';
import { actionsOf, functionsByHandler, handlersAllowed, handlersAllowedOnSecret, onlyLogicalId, resourcesOf, statementsOf } from './template-queries';

const { template } = buildTestStack();
const functions = functionsByHandler(template);
const handlers = [
  ...new Set([...Object.values(routes), ...Object.values(pageRoutes)].map((r) => r.handler)),
  ...Object.values(consumers).map((c) => c.handler),
  ...Object.values(schedules).map((s) => s.handler),
  ...Object.values(identityTriggers),
  searchStreamHandler,
  stockAlertStreamHandler,
].sort();
const triggers: string[] = Object.values(identityTriggers);
const apiHandlers = handlers.filter((h) => !triggers.includes(h));
const variablesOf = (handler: string) => (functions[handler]?.props.Environment as { Variables: Record<string, unknown> }).Variables;
/** The work queue (the one with a redrive policy), not its dead-letter queue. */
const queueIdOf = (prefix: string) =>
  Object.entries(resourcesOf(template, 'AWS::SQS::Queue')).find(([id, q]) => id.startsWith(prefix) && q.Properties.RedrivePolicy)?.[0] ?? '';

describe('functions', () => {
  it('has one function per route handler, queue consumer, schedule and user pool trigger, named for its handler', () => {
    expect(Object.keys(functions).sort()).toEqual(handlers);
  });

  it('gives a route function the longest time limit its routes ask for, and the others ten seconds', () => {
    const limits = new Map<string, number>();
    for (const r of Object.values(routes)) limits.set(r.handler, Math.max(limits.get(r.handler) ?? 10, 'timeoutSeconds' in r ? r.timeoutSeconds : 10));
    expect([...limits].filter(([, seconds]) => seconds !== 10)).toEqual(expect.arrayContaining([['seo/sitemap-admin-api', 29], ['inventory/import-keys', 29]]));
    for (const [handler, seconds] of limits) expect(functions[handler]?.props.Timeout).toBe(seconds);
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
    expect(variables).toMatchObject({ POWERTOOLS_SERVICE_NAME: 'neonkeys', LOG_LEVEL: 'INFO', POWERTOOLS_TRACER_CAPTURE_RESPONSE: 'false' });
    expect(functions[handler]?.props.TracingConfig).toEqual({ Mode: 'Active' });
    // AWS's own endpoints and virtual-hosted S3: the local stack's endpoint settings never reach a deployment.
    expect(Object.keys(variables).filter((name) => /^AWS_ENDPOINT_URL|^S3_FORCE_PATH_STYLE$|^RECAPTCHA_(VERIFY|SCRIPT)_URL$/.test(name))).toEqual([]);
    for (const name of ['TABLE_NAME', 'KMS_KEY_ID', 'BUCKET_SITE', 'QUEUE_URL_PREORDERS', 'QUEUE_URL_SEARCH_INDEX', 'SPA_ORIGIN']) {
      expect(variables[name], name).toBeDefined();
    }
    for (const name of ['BUCKET_IMAGES', 'BUCKET_EXPORTS', 'BUCKET_SITEMAPS']) expect(variables[name], name).toEqual({ Ref: expect.any(String) });
  });

  it('lets exactly the functions that declare table writes write, and every function that declares a table read query it', () => {
    const tableId = onlyLogicalId(resourcesOf(template, 'AWS::DynamoDB::Table'));
    const declaring = (access: string[]) => handlers.filter((h) => access.includes(tableAccessOf(needsOfHandler(h))));

    expect(handlersAllowed(template, 'dynamodb:UpdateItem', tableId)).toEqual(declaring(['write']));
    expect(handlersAllowed(template, 'dynamodb:PutItem', tableId)).toEqual(declaring(['write', 'put-only']));
    expect(handlersAllowed(template, 'dynamodb:Query', tableId)).toEqual(declaring(['read', 'write']));
  });

  it('gives no public GET route a way to change the table', () => {
    const tableId = onlyLogicalId(resourcesOf(template, 'AWS::DynamoDB::Table'));
    const publicReads: string[] = [...new Set([...Object.values(routes), ...Object.values(pageRoutes)].filter((r) => r.role === 'public' && r.method === 'GET').map((r) => r.handler))];
    const writeActions = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:ConditionCheckItem', 'dynamodb:*'];

    expect(publicReads.length).toBeGreaterThan(10);
    for (const action of writeActions) expect(handlersAllowed(template, action, tableId).filter((h) => publicReads.includes(h)), action).toEqual([]);
  });

  const streamReads = ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'];
  it.each(handlers)('names in the policy of %s only what its table entry declares', (handler) => {
    const declared = needsOfHandler(handler);
    const granted = statementsOf(template, functions[handler]!.logicalId)
      // A stream function's failed batches go to a dead-letter queue: the event source's grant, not a declared send.
      .filter((s) => ![s.Resource].flat().every((r) => JSON.stringify(r ?? '').includes('Dlq')))
      .flatMap(actionsOf)
      // Logs and tracing every function has; the stream function's event source reads the stream, not the table.
      .filter((a) => !a.startsWith('logs:') && !a.startsWith('xray:') && !streamReads.includes(a));
    const services = new Set(granted.map((a) => a.split(':')[0]));

    expect(services.has('dynamodb')).toBe(tableAccessOf(declared) !== 'none');
    expect(granted.includes('kms:GenerateDataKey')).toBe(declared.keys?.includes('encrypt') ?? false);
    expect(granted.includes('kms:Decrypt')).toBe(declared.keys?.includes('decrypt') ?? false);
    expect(granted.includes('sqs:SendMessage')).toBe((declared.sendsTo?.length ?? 0) > 0);
    expect(services.has('cognito-idp')).toBe((declared.userPool?.length ?? 0) > 0);
    expect(granted.includes('secretsmanager:GetSecretValue')).toBe((declared.secrets?.length ?? 0) > 0);
    expect(granted.includes('s3:GetObject')).toBe(Boolean(declared.siteTemplate || declared.files));
    expect(granted.includes('s3:PutObject')).toBe(Boolean(declared.imageUploads || Object.values(declared.files ?? {}).includes('write')));
    expect(granted.includes('kms:DescribeKey')).toBe(declared.probes ?? false);
  });

  it('lets the post-confirmation trigger write the table (profile, search words and users count in one transaction), and nothing else', () => {
    const trigger = functions[identityTriggers.postConfirmation]!;
    const tableId = onlyLogicalId(resourcesOf(template, 'AWS::DynamoDB::Table'));
    const granted = statementsOf(template, trigger.logicalId).filter((s) => !actionsOf(s).some((a) => a.startsWith('logs:') || a.startsWith('xray:')));

    expect(granted).toHaveLength(1);
    expect(actionsOf(granted[0]!)).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem']));
    expect(JSON.stringify(granted[0]!.Resource)).toContain(tableId);
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

  it('lets only the writers of stock and reviews publish search-index updates, only those that return keys queue pre-orders, and only the webhook and the sweep queue order work', () => {
    const searchPublishers = handlersAllowed(template, 'sqs:SendMessage', queueIdOf('QueuesSearchIndex'));
    const preorderPublishers = handlersAllowed(template, 'sqs:SendMessage', queueIdOf('QueuesPreorders'));
    const orderPublishers = handlersAllowed(template, 'sqs:SendMessage', queueIdOf('QueuesOrders'));
    const refunds = ['orders/refund-late-preorders', 'orders/refund-order-as-staff', 'orders/refund-own-order'];
    expect(searchPublishers).toEqual(
      [
        'catalog-admin/catalog-admin-api',
        'inventory/import-keys',
        'preorders/fulfil-preorders',
        'preorders/preorders-admin-api',
        searchStreamHandler,
        'orders/checkout',
        'orders/fulfil-orders',
        'orders/sweep-reservations',
        ...refunds,
        'reviews/create-review',
        'reviews/set-review-visibility',
        // A held order approved or rejected changes the stock search shows.
        'security/review-orders',
        // A saved or imported translation changes the product's records in its language's index.
        'translations/translations-api',
      ].sort(),
    );
    expect(preorderPublishers).toEqual(['inventory/import-keys', ...refunds].sort());
    expect(orderPublishers).toEqual(['orders/payment-webhook', 'orders/sweep-reservations']);
  });

  it("lets only the functions that charge or refund read Stripe's keys, and only the ones that e-mail buyers send through SES", () => {
    const stripeReaders = handlersAllowedOnSecret(template, 'neonkeys/stripe');
    expect(stripeReaders).toEqual(
      ['orders/checkout', 'orders/fulfil-orders', 'orders/payment-webhook', 'orders/refund-late-preorders', 'orders/refund-order-as-staff', 'orders/refund-own-order', 'orders/sweep-reservations', 'security/review-orders'].sort(),
    );
    expect(handlersAllowed(template, 'ses:SendEmail', onlyLogicalId(resourcesOf(template, 'AWS::SES::EmailIdentity')))).toEqual(
      [
        'admin-orders/orders-admin-api',
        'inventory/stock-alert-stream',
        'orders/fulfil-orders',
        'orders/refund-late-preorders',
        'orders/refund-order-as-staff',
        'orders/refund-own-order',
        'preorders/fulfil-preorders',
        'preorders/preorders-admin-api',
        'security/review-orders',
      ].sort(),
    );
  });

  it('lets only the functions that page read the cursor secret', () => {
    const secretId = Object.keys(resourcesOf(template, 'AWS::SecretsManager::Secret')).find((id) => id.startsWith('CursorSecret'))!;

    expect(handlersAllowed(template, 'secretsmanager:GetSecretValue', secretId)).toEqual(
      [
        'admin-orders/orders-admin-api',
        'audience/audience-api',
        'catalog-admin/catalog-admin-api',
        'catalog/list-products',
        'featured/featured-slides-api',
        'inventory/export-keys',
        'inventory/inventory-admin-api',
        'orders/list-orders',
        'orders/list-owned-keys',
        'pages/render-page',
        'people/people-api',
        'preorders/preorders-admin-api',
        'reviews/list-staff-reviews',
        'security/security-admin-api',
        'storefront/get-home',
        'storefront/list-reviews',
        'translations/translations-api',
      ],
    );
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
  it('lets only the Multi-Language function call Amazon Translate, and tells every function that the store has it', () => {
    const translators = Object.entries(functions)
      .filter(([, fn]) => statementsOf(template, fn.logicalId).some((s) => s.Effect === 'Allow' && actionsOf(s).some((a) => a.startsWith('translate:'))))
      .map(([handler]) => handler);
    const statement = statementsOf(template, functions['translations/translations-api']!.logicalId).find((s) => actionsOf(s).includes('translate:TranslateText'));

    expect(translators).toEqual(['translations/translations-api']);
    // CDK merges statements on "*" (the X-Ray grant shares it), so only the translate actions are compared.
    expect(actionsOf(statement!).filter((a) => a.startsWith('translate:'))).toEqual(['translate:TranslateText']);
    expect(variablesOf('translations/translations-api').MACHINE_TRANSLATION).toBe('amazon-translate');
  });
});
