import { Duration, Fn } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

export interface ApiProps {
  /**
   * Origins allowed to call the API cross-origin. Leave empty when the SPA reaches the API through its
   * own CloudFront distribution (same origin, no preflight ever happens).
   */
  corsOrigins: string[];
}

// One JSON line per request; the request id ties it to the handler's own logs.
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    routeKey: '$context.routeKey',
    status: '$context.status',
    latencyMs: '$context.responseLatency',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
    userAgent: '$context.identity.userAgent',
    requestTime: '$context.requestTime',
  }),
);

/** The HTTP API and its one auto-deployed `$default` stage; routes are added by `ApiRoutes`. */
export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  /** Host name of the execute-api endpoint, for CloudFront's `/api/*` origin. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new apigw.HttpApi(this, 'Http', {
      description: 'NeonKeys API, generated from shared/routes/route-table.ts',
      createDefaultStage: false,
      corsPreflight: props.corsOrigins.length
        ? {
            allowOrigins: props.corsOrigins,
            allowMethods: [apigw.CorsHttpMethod.ANY],
            allowHeaders: ['authorization', 'content-type'],
            exposeHeaders: ['x-request-id'],
            allowCredentials: true,
            maxAge: Duration.hours(1),
          }
        : undefined,
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: logs.RetentionDays.ONE_MONTH });
    this.stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      // A stage-wide ceiling, so a flood cannot exhaust the account's Lambda concurrency.
      throttle: { rateLimit: 200, burstLimit: 400 },
      accessLogSettings: { destination: new apigw.LogGroupLogDestination(accessLogs), format: accessLogFormat },
    });
    // apiEndpoint is `https://<id>.execute-api.<region>.amazonaws.com`; CloudFront wants the bare host.
    this.domainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
  }
}
