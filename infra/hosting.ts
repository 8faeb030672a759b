import { Duration, Validations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { spaContentSecurityPolicy } from './content-security-policy';
import { spaRoutingFunctions } from './spa-fallback';

export interface HostingProps {
  web: s3.IBucket;
  logs: s3.IBucket;
  /** Host name of the HTTP API's execute-api endpoint. */
  apiDomainName: string;
  /** Server-rendered pages (`/index.html`, `/p/*`, `/platform/*`, `/category/*`): served by the API's render function instead of S3. */
  pagePathPatterns?: string[];
  /** The product images bucket: its `products/` objects (uploaded images) are served under `/products/*`. */
  images?: s3.IBucket;
  /** Optional custom domain; needs an ACM certificate in us-east-1. */
  customDomain?: { domainName: string; certificateArn: string };
}

const securityHeaders = (override: boolean, contentSecurityPolicy: string): cloudfront.ResponseSecurityHeadersBehavior => ({
  contentSecurityPolicy: { contentSecurityPolicy, override },
  strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, preload: true, override },
  contentTypeOptions: { override },
  frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override },
  referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override },
});

/** One CloudFront origin for the shop: the SPA from S3 and, under /api/*, the HTTP API. */
export class Hosting extends Construct {
  readonly distribution: cloudfront.Distribution;
  /** `https://…` where shoppers load the SPA; the API's only trusted browser origin. */
  readonly spaOrigin: string;

  constructor(scope: Construct, id: string, props: HostingProps) {
    super(scope, id);
    const spaHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SpaHeaders', {
      comment: 'Security headers for the NeonKeys SPA',
      securityHeadersBehavior: securityHeaders(true, spaContentSecurityPolicy),
    });
    // The handlers already send stricter headers; these only fill in API Gateway's own replies (401, 404, 429).
    const apiHeaders = new cloudfront.ResponseHeadersPolicy(this, 'ApiHeaders', {
      comment: 'Security headers for API answers that lack them',
      securityHeadersBehavior: securityHeaders(false, "default-src 'none'; frame-ancestors 'none'"),
    });

    // The service worker's script: a browser looks for a new one on navigation, and a copy kept at the edge or in the
    // browser's cache (the default behaviour's day) would hold a deploy's worker back that long.
    const serviceWorkerHeaders = new cloudfront.ResponseHeadersPolicy(this, 'ServiceWorkerHeaders', {
      comment: 'Security headers and no-cache for the NeonKeys service worker',
      securityHeadersBehavior: securityHeaders(true, spaContentSecurityPolicy),
      customHeadersBehavior: { customHeaders: [{ header: 'Cache-Control', value: 'no-cache', override: true }] },
    });

    const spaBucketOrigin = S3BucketOrigin.withOriginAccessControl(props.web);
    const apiOrigin = new HttpOrigin(props.apiDomainName, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
    });
    const pageBehaviours = Object.fromEntries(
      (props.pagePathPatterns ?? []).map((pattern) => [
        pattern,
        {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          // Pages carry live prices and stock, so they are not cached at the edge; the render function caches data.
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Forwards CloudFront-Is-Mobile-Viewer, which picks the layout the page is rendered in.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: spaHeaders,
          compress: true,
        } satisfies cloudfront.BehaviorOptions,
      ]),
    );

    this.distribution = new cloudfront.Distribution(this, 'Cdn', {
      comment: 'NeonKeys storefront and API',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: spaBucketOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: spaHeaders,
        functionAssociations: spaRoutingFunctions(this),
      },
      additionalBehaviors: {
        ...pageBehaviours,
        '/sw.js': {
          origin: spaBucketOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          responseHeadersPolicy: serviceWorkerHeaders,
          compress: true,
        } satisfies cloudfront.BehaviorOptions,
        // Uploaded images, read-only, at their object keys (products/{random}.{ext}, products/featured/{time}.{ext}).
        ...(props.images && {
          '/products/*': {
            origin: S3BucketOrigin.withOriginAccessControl(props.images),
            viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
            allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
            cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
            responseHeadersPolicy: spaHeaders,
            compress: true,
          } satisfies cloudfront.BehaviorOptions,
        }),
        '/api/*': {
          origin: apiOrigin,
          // Redirecting would drop POST bodies, so plain HTTP is refused instead.
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // AllViewerExceptHostHeader: every viewer header, query string and cookie, plus CloudFront's own
          // headers (CloudFront-Viewer-Country, -City, -Address… for geolocation), but not Host: API Gateway
          // routes on Host and answers 403 to a cloudfront.net one, which rules out AllViewer and
          // AllViewerAndCloudFrontHeaders-2022-06. With caching disabled this policy also passes Authorization,
          // which no custom origin request policy may name.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: apiHeaders,
        },
      },
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: props.logs,
      logFilePrefix: 'cloudfront/',
      // The default *.cloudfront.net certificate has a fixed policy; a minimum TLS version needs our own.
      ...(props.customDomain && {
        domainNames: [props.customDomain.domainName],
        certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', props.customDomain.certificateArn),
        minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
      }),
    });
    this.spaOrigin = `https://${props.customDomain?.domainName ?? this.distribution.distributionDomainName}`;

    Validations.of(this.distribution).acknowledge(
      { id: 'AwsSolutions-CFR1', reason: 'Keys are sold worldwide; region locks are enforced per product by the domain rules, not by blocking countries.' },
      {
        id: 'AwsSolutions-CFR2',
        reason: 'No WAF yet: a CloudFront web ACL must live in us-east-1 while this stack is region-agnostic; API throttling limits floods meanwhile.',
      },
      ...(props.customDomain
        ? []
        : [{ id: 'AwsSolutions-CFR4', reason: 'The default *.cloudfront.net certificate cannot be pinned to TLS 1.2; pass a custom domain to get TLSv1.2_2021.' }]),
    );
  }
}
