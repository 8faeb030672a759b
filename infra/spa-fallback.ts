import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { knownPathsSource } from '../shared/routes/path-patterns';
import { knownPathPatterns } from '../web/src/config/known-paths';

/** Set on a request for a path no route knows, for the viewer-response half; never reaches S3 (not in the cache key). */
export const notFoundMarker = 'x-neonkeys-not-found';

/** The functions' shared part: the store's route patterns as one expression, generated at synth time. */
const matcherCode = (patterns: readonly string[]) => `
var known = new RegExp(${JSON.stringify(knownPathsSource(patterns))}, 'i');
function isKnown(uri) {
  if (known.test(uri)) return true;
  try { return known.test(decodeURI(uri)); } catch (e) { return false; }
}
function isFile(uri) { return uri.split('/').pop().indexOf('.') !== -1; }`;

/**
 * Viewer-request code for the default (S3) behaviour only. Distribution-wide error responses would also turn the
 * API's 403s and 404s into a 200 index.html. Here a path a route knows becomes /index.html; so does any other path
 * without a file extension, marked so the response half answers 404 (the SPA still renders its not-found screen);
 * a missing file still gets S3's honest error. Exported so a test can run it.
 */
export const spaRequestCode = (patterns: readonly string[] = knownPathPatterns) => `${matcherCode(patterns)}
function handler(event) {
  var request = event.request;
  if (isKnown(request.uri)) {
    request.uri = '/index.html';
  } else if (!isFile(request.uri)) {
    request.uri = '/index.html';
    request.headers['${notFoundMarker}'] = { value: '1' };
  }
  return request;
}`;

/**
 * Viewer-response code: a viewer-request function cannot set the status of what the origin returns, so this half turns
 * the index.html sent for an unknown path into a 404. It reads the marker, and also checks the path again in case
 * CloudFront hands this event the request as the viewer sent it. Only a 200 changes (a 304 stays a 304).
 */
export const spaResponseCode = (patterns: readonly string[] = knownPathPatterns) => `${matcherCode(patterns)}
function handler(event) {
  var request = event.request;
  var response = event.response;
  var unknown = request.headers['${notFoundMarker}'] || (request.uri !== '/index.html' && !isKnown(request.uri) && !isFile(request.uri));
  if (unknown && response.statusCode === 200) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
    response.headers['cache-control'] = { value: 'no-cache' };
  }
  return response;
}`;

/** The two halves of the SPA's routing on the default behaviour: index.html for client routes, 404 for unknown paths. */
export function spaRoutingFunctions(scope: Construct): cloudfront.FunctionAssociation[] {
  const fn = (id: string, code: string, comment: string) =>
    new cloudfront.Function(scope, id, { code: cloudfront.FunctionCode.fromInline(code), runtime: cloudfront.FunctionRuntime.JS_2_0, comment });
  return [
    { function: fn('SpaFallback', spaRequestCode(), 'Rewrite client-side routes to /index.html'), eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
    { function: fn('SpaNotFound', spaResponseCode(), 'Answer 404 for paths no route knows'), eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE },
  ];
}
