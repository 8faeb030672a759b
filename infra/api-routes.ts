import { Duration, NestedStack, Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Construct } from 'constructs';
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
 * handler module (routes that share a handler, like the page routes, share its function). A nested stack of its own:
 * CloudFormation caps a stack at 500 resources, and a function costs five with its role, policy, permission and
 * integration; the API, the table and everything the functions reach stay in the parent and arrive as parameters.
 */
export class ApiRoutes extends NestedStack {
  /** By handler module, e.g. `catalog/get-product`. */
  readonly functions: Record<string, HouseFunction> = {};
  /**
   * One integration and one invoke permission per function, shared by its routes, because CloudFormation caps a stack
   * at 500 resources. The permission names the API, not each route: only the routes that integrate the function reach it.
   */
  private readonly integrations: Record<string, HttpLambdaIntegration> = {};

  constructor(scope: Construct, id: string, props: ApiRoutesProps) {
    super(scope, id);
    // A function serving several routes gets the longest time limit any of them asks for.
    const timeouts = new Map<string, number>();
    for (const route of Object.values(props.routes)) if (route.timeoutSeconds) timeouts.set(route.handler, Math.max(route.timeoutSeconds, timeouts.get(route.handler) ?? 0));
    for (const [routeId, route] of Object.entries(props.routes)) {
      const name = pascal(routeId);
      let fn = this.functions[route.handler];
      if (!fn) {
        const timeout = timeouts.get(route.handler);
        fn = new HouseFunction(this, name, {
          handler: route.handler,
          entry: props.entryFor?.(route.handler),
          environment: props.environment,
          ...(timeout ? { timeout: Duration.seconds(timeout) } : {}),
        });
        grantAccess(fn.role, route.handler, props.access);
        this.functions[route.handler] = fn;
        this.integrations[route.handler] = new HttpLambdaIntegration(`${name}Integration`, fn.fn, { scopePermissionToRoute: false });
      }

      const isPublic = route.role === 'public';
      // In this stack, not the API's (httpApi.addRoutes would put the route beside the API, in the parent).
      const httpRoute = new apigw.HttpRoute(this, `${name}Route`, {
        httpApi: props.api.httpApi,
        routeKey: apigw.HttpRouteKey.with(route.path, apigw.HttpMethod[route.method]),
        integration: this.integrations[route.handler]!,
        ...(isPublic ? {} : { authorizer: props.authorizer }),
      });
      if (isPublic) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${route.method} ${route.path} is public by design (role 'public' in the route table); every other route has the Cognito JWT authorizer.`,
        });
      }
    }
  }
}

/** The routes whose handler serves staff only (every one of its routes is for employees or admins), and the others. */
export function splitByAudience(routes: Record<string, RouteDef>): [Record<string, RouteDef>, Record<string, RouteDef>] {
  const staffOnly = new Map<string, boolean>();
  for (const route of Object.values(routes)) staffOnly.set(route.handler, (staffOnly.get(route.handler) ?? true) && (route.role === 'employee' || route.role === 'admin'));
  const entries = Object.entries(routes);
  return [Object.fromEntries(entries.filter(([, r]) => staffOnly.get(r.handler))), Object.fromEntries(entries.filter(([, r]) => !staffOnly.get(r.handler)))];
}
