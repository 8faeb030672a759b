import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { spaRequestCode, spaResponseCode } from '../../infra/spa-fallback';
import { buildTestStack } from './build-test-stack';
import { functionsByHandler, onlyLogicalId, resourcesOf } from './template-queries';

const { template } = buildTestStack();
const distribution = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'))[0];
const config = distribution?.Properties.DistributionConfig as Record<string, unknown>;
const apiId = onlyLogicalId(resourcesOf(template, 'AWS::ApiGatewayV2::Api'));
const managed = {
  cachingDisabled: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
  allViewerExceptHostHeader: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
};

describe('hosting', () => {
  it('serves the SPA from the private web bucket through origin access control', () => {
    // One for the SPA's bucket, one for the uploaded images (next test).
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
    const webBucketId = Object.keys(resourcesOf(template, 'AWS::S3::Bucket')).find((id) => id.startsWith('StorageWeb'));
    expect(config.Origins).toContainEqual(
      expect.objectContaining({ DomainName: { 'Fn::GetAtt': [webBucketId, 'RegionalDomainName'] }, OriginAccessControlId: expect.anything() }),
    );
    expect(config.DefaultRootObject).toBe('index.html');
  });

  it('serves uploaded images under /products/* read-only from the images bucket through origin access control', () => {
    const imagesBucketId = Object.keys(resourcesOf(template, 'AWS::S3::Bucket')).find((id) => id.startsWith('StorageImages'));
    const behaviour = (config.CacheBehaviors as Record<string, unknown>[]).find((b) => b.PathPattern === '/products/*');
    const origin = (config.Origins as { Id: string; DomainName: unknown; OriginAccessControlId?: unknown }[]).find((o) => o.Id === behaviour?.TargetOriginId);

    expect(behaviour).toMatchObject({ AllowedMethods: ['GET', 'HEAD'], ViewerProtocolPolicy: 'redirect-to-https' });
    expect(origin).toMatchObject({ DomainName: { 'Fn::GetAtt': [imagesBucketId, 'RegionalDomainName'] }, OriginAccessControlId: expect.anything() });
  });

  it('sends /api/* uncached to the HTTP API with every method, viewer header and geolocation header but Host', () => {
    const apiBehaviour = (config.CacheBehaviors as Record<string, unknown>[]).find((b) => b.PathPattern === '/api/*');
    expect(apiBehaviour).toMatchObject({
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']),
      CachePolicyId: managed.cachingDisabled,
      OriginRequestPolicyId: managed.allViewerExceptHostHeader,
      ViewerProtocolPolicy: 'https-only',
    });
    const origin = (config.Origins as { Id: string; DomainName: unknown }[]).find((o) => o.Id === apiBehaviour?.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toContain(`"Fn::GetAtt":["${apiId}","ApiEndpoint"]`);
  });

  it.each(['/index.html', '/p/*', '/platform/*', '/category/*'])('sends the server-rendered page %s uncached to the API, with the SPA headers and compression', (pattern) => {
    const pageBehaviour = (config.CacheBehaviors as Record<string, unknown>[]).find((b) => b.PathPattern === pattern);
    const apiBehaviour = (config.CacheBehaviors as Record<string, unknown>[]).find((b) => b.PathPattern === '/api/*');
    const spaBehaviour = config.DefaultCacheBehavior as Record<string, unknown>;
    expect(pageBehaviour).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      CachePolicyId: managed.cachingDisabled,
      OriginRequestPolicyId: managed.allViewerExceptHostHeader,
      TargetOriginId: apiBehaviour?.TargetOriginId,
      ResponseHeadersPolicyId: spaBehaviour.ResponseHeadersPolicyId,
      Compress: true,
    });
  });

  it('routes the SPA at the edge with a viewer-request and a viewer-response function instead of distribution-wide error pages', () => {
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior).toMatchObject({
      FunctionAssociations: [
        { EventType: 'viewer-request', FunctionARN: expect.anything() },
        { EventType: 'viewer-response', FunctionARN: expect.anything() },
      ],
    });
    const codes = Object.values(resourcesOf(template, 'AWS::CloudFront::Function')).map((f) => f.Properties.FunctionCode as string);
    expect(codes).toEqual(expect.arrayContaining([spaRequestCode(), spaResponseCode()]));
    // CloudFront Functions refuse code over 10 KB.
    for (const code of codes) expect(Buffer.byteLength(code)).toBeLessThan(10 * 1024);
  });

  type Headers = Record<string, { value: string }>;
  type Request = { uri: string; headers: Headers };
  type Response = { statusCode: number; statusDescription?: string; headers: Headers };
  const onRequest = new Function(`${spaRequestCode()}; return handler;`)() as (e: { request: Request }) => Request;
  const onResponse = new Function(`${spaResponseCode()}; return handler;`)() as (e: { request: Request; response: Response }) => Response;
  const viewerRequest = (uri: string) => onRequest({ request: { uri, headers: {} } });
  /** The whole trip: the request half's request, S3's 200 (index.html), then the response half. */
  const statusFor = (uri: string, viewerSent: 'rewritten' | 'original' = 'rewritten') => {
    const request = viewerRequest(uri);
    const seen = viewerSent === 'rewritten' ? request : { uri, headers: {} };
    return onResponse({ request: seen, response: { statusCode: 200, headers: {} } }).statusCode;
  };

  it.each(['/search', '/search/', '/account/orders/01J0ABC', '/orders/01J0', '/admin/users', '/help', '/privacy', '/sitemap.xml', '/auth/callback'])(
    'serves index.html with 200 for the client route %s',
    (uri) => {
      expect(viewerRequest(uri)).toEqual({ uri: '/index.html', headers: {} });
      expect(statusFor(uri)).toBe(200);
      expect(statusFor(uri, 'original')).toBe(200);
    },
  );

  it.each(['/no-such-page', '/account/orders/a/b', '/admin/no-such-screen', '/p', '/searchx'])(
    'serves index.html with 404 for %s, which no route knows, whichever request the response half is shown',
    (uri) => {
      expect(viewerRequest(uri).uri).toBe('/index.html');
      expect(statusFor(uri)).toBe(404);
      expect(statusFor(uri, 'original')).toBe(404);
    },
  );

  it('leaves files to S3, whose own error answers a missing one', () => {
    expect(viewerRequest('/assets/index-4f2a.js')).toEqual({ uri: '/assets/index-4f2a.js', headers: {} });
    expect(viewerRequest('/favicon.svg').uri).toBe('/favicon.svg');
    expect(statusFor('/assets/index-4f2a.js')).toBe(200);
  });

  it('marks the 404 uncacheable and leaves a 304 alone', () => {
    const request = viewerRequest('/no-such-page');
    const notFound = onResponse({ request, response: { statusCode: 200, headers: {} } });
    const notModified = onResponse({ request, response: { statusCode: 304, headers: {} } });

    expect(notFound).toMatchObject({ statusCode: 404, statusDescription: 'Not Found', headers: { 'cache-control': { value: 'no-cache' } } });
    expect(notModified.statusCode).toBe(304);
  });

  it('adds HSTS, nosniff, DENY framing, a referrer policy and a CSP to the SPA', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          StrictTransportSecurity: Match.objectLike({ IncludeSubdomains: true, Override: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          ContentSecurityPolicy: {
            ContentSecurityPolicy: Match.objectLike({ 'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp("^default-src 'self'")])] }),
            Override: true,
          },
        },
      }),
    });
    expect(config.DefaultCacheBehavior).toMatchObject({ ResponseHeadersPolicyId: { Ref: expect.any(String) } });
  });

  it('serves /sw.js from the web bucket uncached, with Cache-Control no-cache and the SPA security headers, so a deploy’s worker is found at once', () => {
    const behaviour = (config.CacheBehaviors as Record<string, unknown>[]).find((b) => b.PathPattern === '/sw.js');
    const policies = resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy');
    const policy = policies[(behaviour?.ResponseHeadersPolicyId as { Ref: string }).Ref]?.Properties.ResponseHeadersPolicyConfig as Record<string, unknown>;
    const spaOriginId = (config.DefaultCacheBehavior as Record<string, unknown>).TargetOriginId;

    expect(behaviour).toMatchObject({ AllowedMethods: ['GET', 'HEAD'], CachePolicyId: managed.cachingDisabled, TargetOriginId: spaOriginId });
    expect(policy.CustomHeadersConfig).toEqual({ Items: [{ Header: 'Cache-Control', Value: 'no-cache', Override: true }] });
    expect(policy.SecurityHeadersConfig).toMatchObject({ FrameOptions: { FrameOption: 'DENY', Override: true }, ContentTypeOptions: { Override: true } });
  });

  it('speaks HTTP/2 and HTTP/3 and logs requests to the log bucket', () => {
    expect(config.HttpVersion).toBe('http2and3');
    expect(JSON.stringify(config.Logging)).toContain('StorageLogs');
  });

  it('tells the functions the distribution is the SPA origin', () => {
    const distributionId = onlyLogicalId(resourcesOf(template, 'AWS::CloudFront::Distribution'));
    const fn = functionsByHandler(template)['identity/get-me'];
    expect((fn?.props.Environment as { Variables: Record<string, unknown> }).Variables.SPA_ORIGIN).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]],
    });
  });

  it('requires TLS 1.2 from viewers of a custom domain', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000';
    const custom = buildTestStack({ customDomain: { domainName: 'shop.example.com', certificateArn } });
    custom.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['shop.example.com'],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021', AcmCertificateArn: certificateArn }),
      }),
    });
  });
});
