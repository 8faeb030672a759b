// Types only: the route table's zod schemas stay on the server side of the bundle.
import type { z } from 'zod';
import type { HttpMethod } from '../../../shared/routes/define-route';
import type { Routes } from '../../../shared/routes/route-table';

type AnyRoute = Routes[keyof Routes];

/** Paths of the API routes answering `method`, e.g. '/api/products/{productId}'. */
export type ApiPath<M extends HttpMethod = HttpMethod> = Extract<AnyRoute, { method: M }>['path'];

export type RouteOf<M extends HttpMethod, P extends string> = Extract<AnyRoute, { method: M; path: P }>;

type QueryScalar = string | number | boolean;

// Coerced query fields (z.coerce.number()) have an `unknown` input; anything that serialises is fine there.
type QueryInput<T> = { [K in keyof T]: unknown extends T[K] ? QueryScalar | QueryScalar[] | undefined : T[K] };

type ParamsPart<Req> = Req extends { params: infer S extends z.ZodType } ? { params: z.input<S> } : { params?: never };
type QueryPart<Req> = Req extends { query: infer S extends z.ZodType }
  ? Record<never, never> extends z.input<S>
    ? { query?: QueryInput<z.input<S>> }
    : { query: QueryInput<z.input<S>> }
  : { query?: never };
type BodyPart<Req> = Req extends { body: infer S extends z.ZodType } ? { body: z.input<S> } : { body?: never };

/** How a call travels, beside what it sends. */
export interface Transport {
  /**
   * Send no bearer token and do not ask the session for one. For the public routes the sign-in code itself needs
   * (auth config, human verification), where waiting for a token could wait on the very call being made.
   */
  anonymous?: boolean;
  /** Let the request outlive the page (the search log flushed as the visitor leaves). */
  keepalive?: boolean;
}

/** What a call to the route takes: path params, query and JSON body, typed from its request schemas. */
export type RequestOptions<R> = R extends { request: infer Req } ? ParamsPart<Req> & QueryPart<Req> & BodyPart<Req> & { transport?: Transport } : never;

/** The options argument is optional exactly when nothing in it is required. */
export type OptionsArg<O> = Record<never, never> extends O ? [options?: O] : [options: O];

/** The route's phantom response type. */
export type ResponseOf<R> = R extends { readonly response?: infer T } ? Exclude<T, undefined> : never;

export type GetOptions<P extends ApiPath<'GET'>> = RequestOptions<RouteOf<'GET', P>>;
export type GetResponse<P extends ApiPath<'GET'>> = ResponseOf<RouteOf<'GET', P>>;
