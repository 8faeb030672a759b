import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/**
 * Viewer-request code for the default (S3) behaviour only. Distribution-wide error responses would also turn
 * the API's 403s and 404s into a 200 index.html; rewriting extension-less paths here leaves /api/* untouched,
 * and a missing asset (a path with an extension) still gets S3's honest error. Exported so a test can run it.
 */
export const spaFallbackCode = `
function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  // /sitemap.xml is a client route too: the SPA shows 'Redirecting to Sitemap...' and goes to the API's sitemap.
  if (last.indexOf('.') === -1 || request.uri === '/sitemap.xml') request.uri = '/index.html';
  return request;
}`;

/** Serves index.html for client-side routes such as /products/some-game. */
export function spaFallbackFunction(scope: Construct, id: string): cloudfront.Function {
  return new cloudfront.Function(scope, id, {
    code: cloudfront.FunctionCode.fromInline(spaFallbackCode),
    runtime: cloudfront.FunctionRuntime.JS_2_0,
    comment: 'Rewrite client-side routes to /index.html',
  });
}
