import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { RouteDef } from '../../../shared/routes/define-route';
import type { LambdaHttpHandler } from './api-types';

/**
 * One function serving several routes of the table (they share a handler module, so they share a Lambda): each
 * request goes to the handler built for its route, by API Gateway's route key (`PUT /api/cart`).
 */
export function routeSwitch(handlers: readonly [RouteDef, LambdaHttpHandler][]): LambdaHttpHandler {
  const byKey = new Map(handlers.map(([route, handler]) => [`${route.method} ${route.path}`, handler]));
  return (event: APIGatewayProxyEventV2, context) => {
    const handler = byKey.get(event.routeKey);
    if (!handler) throw new Error(`No handler for ${event.routeKey} in this function`);
    return handler(event, context);
  };
}
