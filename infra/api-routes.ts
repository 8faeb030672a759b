import { Duration, Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import type { RouteDef } from '../shared/routes/define-route';
import type { Api } from './api';
import { pascal } from './construct-id';
import { grantAccess, type AccessTargets } from './function-access';
import { HouseFunction } from './house-function';

export interface ApiRoutesProps {
  api: Api;
  routes: Record<string, RouteDef>;
  /** Verifies Cognito JWTs on every route whose role is not `public`. */
  authorizer: apigw.IHttpRouteAuthorizer;
  environment: Record<string, string>;
  access: AccessTargets;
  /** Entry file for a handler path; defaults to `functions/<handler>.ts`. */
  entryFor?: (handler: string) => string;
}

/**
 * One API Gateway route per route-table entry, so a route exists in one place only, and one Lambda per
 * handler module (routes that share a handler, like the page routes, share its function).
 */
export class ApiRoutes extends Construct {
  /** By handler module, e.g. `catalog/get-product`. */
  readonly functions: Record<string, HouseFunction> = {};
  /**
   * One integration and one invoke permission per function, shared by its routes, because CloudFormation caps a stack
   * at 500 resources. The permission names the API, not each route: only the routes that integrate the function reach it.
   */
  private readonly integrations: Record<string, HttpLambdaIntegration> = {};

  constructor(scope: Construct, id: string, props: ApiRoutesProps) {
    super(scope, id);
    for (const [routeId, route] of Object.entries(props.routes)) {
      const name = pascal(routeId);
      let fn = this.functions[route.handler];
      if (!fn) {
        fn = new HouseFunction(this, name, {
          handler: route.handler,
          entry: props.entryFor?.(route.handler),
          environment: props.environment,
          ...(route.timeoutSeconds ? { timeout: Duration.seconds(route.timeoutSeconds) } : {}),
        });
        grantAccess(fn.role, route.handler, props.access);
        this.functions[route.handler] = fn;
        this.integrations[route.handler] = new HttpLambdaIntegration(`${name}Integration`, fn.fn, { scopePermissionToRoute: false });
      }

      const isPublic = route.role === 'public';
      const [httpRoute] = props.api.httpApi.addRoutes({
        path: route.path,
        methods: [apigw.HttpMethod[route.method]],
        integration: this.integrations[route.handler]!,
        authorizer: isPublic ? undefined : props.authorizer,
      });
      if (isPublic && httpRoute) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${route.method} ${route.path} is public by design (role 'public' in the route table); every other route has the Cognito JWT authorizer.`,
        });
      }
    }
  }
}
