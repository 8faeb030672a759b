import type { z } from 'zod';
import type { Role } from '../auth/roles';
import type { Needs } from './capabilities';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteRequest {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

export interface RouteDef<R = unknown, Req extends RouteRequest = RouteRequest> {
  method: HttpMethod;
  /** API Gateway path syntax: `/api/products/{productId}`. */
  path: string;
  /** Module under `functions/` that exports `handler`, without extension. */
  handler: string;
  role: Role;
  summary: string;
  request: Req;
  /** What the handler may touch (table read-only unless it says otherwise); drives its IAM policy and its adapters. */
  needs?: Needs;
  /** Largest JSON body accepted, in bytes; larger bodies get 413. */
  maxBodyBytes?: number;
  /** The function's time limit when the house default (10 s) is too short; API Gateway gives up at 30 s whatever this says. */
  timeoutSeconds?: number;
  /** The handler reads the body as sent (a signed webhook): no JSON parsing, only the size limit. */
  rawBody?: true;
  /** Phantom: carries the response type to the typed SPA client; never set at run time. */
  readonly response?: R;
}

/** Declares a route and binds its response type, e.g. `route<ProductPage>()({...})`. */
export const route =
  <R>() =>
  <const Req extends RouteRequest, const D extends Omit<RouteDef<R, Req>, 'response'>>(def: D & { request: Req }) =>
    def as D & { readonly response?: R };

export const defaultMaxBodyBytes = 100 * 1024;
