import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { pagePathPatterns, pageRoutes } from '../shared/routes/page-routes';
import { routes } from '../shared/routes/route-table';
import { Api } from './api';
import { ApiRoutes, splitByAudience } from './api-routes';
import { Data } from './data';
import { grantAccess, type AccessTargets } from './function-access';
import { functionEnvironment, identityEnvironment } from './function-environment';
import { Hosting, type HostingProps } from './hosting';
import { HouseFunction } from './house-function';
import { Identity, identityTriggers } from './identity';
import { Keys } from './keys';
import { QueueConsumers } from './queue-consumers';
import { ScheduledFunctions } from './scheduled-functions';
import { Queues } from './queues';
import { StockAlerts } from './stock-alerts';
import { algoliaAdminKey, SearchSync, searchEnvironment, type AlgoliaSettings } from './search';
import { Storage } from './storage';
import { GeneratedSecret } from './generated-secret';
import { OrderEmail } from './order-email';

export interface NeonKeysStackProps extends StackProps {
  googleClientId: string;
  /** Name of the Secrets Manager secret that holds the Google OAuth client secret. */
  googleClientSecretName: string;
  /** Name of the Secrets Manager secret that holds the reCAPTCHA v3 secret key. */
  recaptchaSecretName: string;
  /** The reCAPTCHA v3 site key (public) the SPA loads the script with. */
  recaptchaSiteKey: string;
  customDomain?: HostingProps['customDomain'];
  /** Source of USD reference rates for the scheduled refresh; the config default applies otherwise. */
  currencyRatesUrl?: string | undefined;
  /** The Algolia application, its public search-only key and the name of the secret holding its admin key. */
  algolia?: Partial<AlgoliaSettings>;
  /** Name of the Secrets Manager secret holding Stripe's keys as JSON (`secretKey`, `webhookSecret`). */
  stripeSecretName?: string;
  /** The SES identity order e-mails are sent from: a domain (verified with DKIM) or one address. */
  emailFrom?: string;
  /** Entry file for a handler path; defaults to `functions/<handler>.ts`. Tests point missing handlers at a stub. */
  entryFor?: (handler: string) => string;
}

/** The whole store on AWS. Environment-agnostic: no lookups, so it synthesises without an account. */
export class NeonKeysStack extends Stack {
  constructor(scope: Construct, id: string, props: NeonKeysStackProps) {
    super(scope, id, { description: 'NeonKeys: digital gaming goods store', ...props });
    const storage = new Storage(this, 'Storage');
    const keys = new Keys(this, 'Keys');
    const data = new Data(this, 'Data');
    const queues = new Queues(this, 'Queues');
    // The SPA calls /api on its own CloudFront origin, so only a custom domain needs CORS at the API.
    // (Naming the distribution's domain in the API's CORS would be a cycle: the distribution points at the API.)
    const api = new Api(this, 'Api', { corsOrigins: props.customDomain ? [`https://${props.customDomain.domainName}`] : [] });
    const hosting = new Hosting(this, 'Hosting', {
      web: storage.web,
      logs: storage.logs,
      apiDomainName: api.domainName,
      pagePathPatterns: pagePathPatterns(),
      images: storage.objects.images,
      customDomain: props.customDomain,
    });
    const { spaOrigin } = hosting;
    const cursorSecret = new GeneratedSecret(this, 'CursorSecret', {
      description: 'NeonKeys: keys the opaque pagination cursors the API hands out',
      whyNotRotated:
        'Rotating the cursor key would only invalidate the cursors in flight (callers start again from page one); it guards no data, only the shape of pagination tokens, so it is replaced by redeploying rather than rotated.',
    });
    const orderLinkSecret = new GeneratedSecret(this, 'OrderLinkSecret', {
      description: "NeonKeys: signs guests' order links",
      whyNotRotated: "Replacing it by redeploying ends every guest link in flight (guests ask for a new one through support); rotation would do the same, so it is replaced on demand.",
    });
    const keyFingerprintSecret = new GeneratedSecret(this, 'KeyFingerprintSecret', {
      description: 'NeonKeys: keys the HMAC fingerprints that refuse a product key imported twice',
      whyNotRotated:
        'The fingerprints of every stored key are made with it; a new value would let each stored key be imported once more, so it is kept for the life of the inventory.',
    });
    const paymentsSecret = secretsmanager.Secret.fromSecretNameV2(this, 'StripeSecret', props.stripeSecretName ?? 'neonkeys/stripe');
    const orderEmail = new OrderEmail(this, 'OrderEmail', { from: props.emailFrom ?? 'orders@neonkeys.example' });
    const baseEnvironment = functionEnvironment({
      table: data.table,
      productKeys: keys.productKeys,
      buckets: storage.objects,
      site: storage.web,
      queues: queues.byName,
      spaOrigin,
      cursorSecret: cursorSecret.secret,
      orderLinkSecret: orderLinkSecret.secret,
      keyFingerprintSecret: keyFingerprintSecret.secret,
      paymentsSecret,
      emailFrom: orderEmail.from,
      currencyRatesUrl: props.currencyRatesUrl,
    });
    // The pool invokes this function, so the function gets no pool settings (see identityEnvironment).
    const postConfirmation = new HouseFunction(this, 'PostConfirmation', {
      handler: identityTriggers.postConfirmation,
      entry: props.entryFor?.(identityTriggers.postConfirmation),
      environment: baseEnvironment,
    });
    const identity = new Identity(this, 'Identity', {
      spaOrigin,
      googleClientId: props.googleClientId,
      googleClientSecretName: props.googleClientSecretName,
      recaptchaSecretName: props.recaptchaSecretName,
      postConfirmation: postConfirmation.fn,
    });
    // Admins upload product images straight to S3 from the SPA: pre-signed PUTs, and the pre-signed POST whose policy
    // limits type and size (POST /api/admin/uploads/images).
    // The distribution serves this bucket's images, so its CORS rule cannot name the distribution's generated domain (a
    // cycle CloudFormation refuses): without a custom domain any origin may read upload answers. The signature, not the
    // origin, authorises an upload, and no cookies go with it.
    storage.objects.images.addCorsRule({
      allowedOrigins: props.customDomain ? [spaOrigin] : ['*'],
      allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.POST, s3.HttpMethods.GET],
      allowedHeaders: ['content-type'],
      maxAge: 3600,
    });

    const algolia: AlgoliaSettings = {
      appId: props.algolia?.appId ?? 'set-algoliaAppId-in-context',
      searchKey: props.algolia?.searchKey ?? 'set-algoliaSearchKey-in-context',
      adminKeySecretName: props.algolia?.adminKeySecretName ?? 'neonkeys/algolia-admin-key',
    };
    const environment = {
      ...baseEnvironment,
      ...searchEnvironment(algolia),
      ...identityEnvironment({
        userPool: identity.userPool,
        spaClient: identity.spaClient,
        domain: identity.domain,
        recaptchaSecret: identity.recaptchaSecret,
        recaptchaSiteKey: props.recaptchaSiteKey,
      }),
    };
    const access: AccessTargets = {
      table: data.table,
      productKeys: keys.productKeys,
      queues: queues.byName,
      deadLetters: queues.deadLetters,
      buckets: Object.values(storage.objects),
      images: storage.objects.images,
      site: storage.web,
      files: { exports: storage.objects.exports, sitemaps: storage.objects.sitemaps },
      userPool: identity.userPool,
      recaptchaSecret: identity.recaptchaSecret,
      searchAdminKey: algoliaAdminKey(this, algolia),
      cursorSecret: cursorSecret.secret,
      paymentsSecret,
      orderLinkSecret: orderLinkSecret.secret,
      keyFingerprintSecret: keyFingerprintSecret.secret,
      emailIdentity: orderEmail.identity,
    };
    grantAccess(postConfirmation.role, identityTriggers.postConfirmation, access);
    const jwtAuthorizer = new HttpUserPoolAuthorizer('CognitoJwt', identity.userPool, { userPoolClients: [identity.spaClient] });
    // Two nested stacks by domain (CloudFormation's 500 resources are per stack): the back office's functions, whose
    // every route is for staff, and the storefront's. A handler's routes stay together, in one stack.
    const [backOffice, storefront] = splitByAudience(routes);
    new ApiRoutes(this, 'Routes', { api, routes: storefront, authorizer: jwtAuthorizer, environment, access, entryFor: props.entryFor });
    new ApiRoutes(this, 'AdminRoutes', { api, routes: backOffice, authorizer: jwtAuthorizer, environment, access, entryFor: props.entryFor });
    // The server-rendered pages: API routes of their own, which CloudFront's page behaviours send to.
    new ApiRoutes(this, 'Pages', { api, routes: pageRoutes, authorizer: jwtAuthorizer, environment, access, entryFor: props.entryFor });
    new QueueConsumers(this, 'Consumers', { environment, access, entryFor: props.entryFor });
    new ScheduledFunctions(this, 'Schedules', { environment, access, entryFor: props.entryFor });
    new SearchSync(this, 'SearchSync', {
      table: data.table,
      deadLetters: queues.deadLetters['search-index'],
      environment,
      access,
      entryFor: props.entryFor,
    });

    // Failed stream batches of both stream readers land in one dead-letter queue: both follow the same table stream.
    new StockAlerts(this, 'StockAlerts', { table: data.table, deadLetters: queues.deadLetters['search-index'], environment, access, entryFor: props.entryFor });

    new CfnOutput(this, 'SiteUrl', { value: spaOrigin, description: 'Storefront (CloudFront)' });
    new CfnOutput(this, 'ApiUrl', { value: `${spaOrigin}/api`, description: 'API through CloudFront' });
    new CfnOutput(this, 'ApiEndpoint', { value: api.httpApi.apiEndpoint, description: 'API Gateway endpoint, bypassing CloudFront' });
    new CfnOutput(this, 'DistributionId', { value: hosting.distribution.distributionId });
    new CfnOutput(this, 'WebBucketName', { value: storage.web.bucketName, description: 'Upload the built SPA here' });
    new CfnOutput(this, 'UserPoolId', { value: identity.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: identity.spaClient.userPoolClientId });
    new CfnOutput(this, 'AuthDomain', { value: identity.domain.baseUrl(), description: 'Cognito hosted sign-in (Google)' });
  }
}
