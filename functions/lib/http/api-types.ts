import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import type { RouteDef, RouteRequest } from '../../../shared/routes/define-route';
import type { Deps } from '../deps';
import type { Caller } from './caller';

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a route handler receives after parsing, validation and authorisation. */
export interface ApiInput<Req extends RouteRequest> {
  params: Infer<Req['params']>;
  query: Infer<Req['query']>;
  body: Infer<Req['body']>;
  caller: Caller;
  deps: Deps;
  requestId: string;
  event: APIGatewayProxyEventV2;
}

/** A handler answers its route's response type, or a full result when it needs a status or headers. */
export type ApiResult<R> = R | ApiReply<R>;

export class ApiReply<R> {
  constructor(
    readonly status: number,
    readonly body: R | undefined,
    readonly headers: Record<string, string> = {},
    /** Already-serialised JSON, for cached hot paths. */
    readonly rawJson?: string,
  ) {}
}

export type ApiRoute = RouteDef<unknown, RouteRequest>;

export interface ApiState {
  route: ApiRoute;
  input: Partial<ApiInput<RouteRequest>>;
}

export type LambdaHttpHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;
