import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../shared/routes/page-routes';
import { routes } from '../../shared/routes/route-table';
import { buildTestStack } from './build-test-stack';
import { functionsByHandler, onlyLogicalId, resourcesOf } from './template-queries';

const { template } = buildTestStack();
const apiRoutes = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route'));
const integrations = resourcesOf(template, 'AWS::ApiGatewayV2::Integration');
const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000';
const routeFor = (routeKey: string) => apiRoutes.find((r) => r.Properties.RouteKey === routeKey);

describe('api', () => {
  it('has exactly one HTTP API route per route-table entry', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' });
    const expected = [...Object.values(routes), ...Object.values(pageRoutes)].map((r) => `${r.method} ${r.path}`).sort();
    expect(apiRoutes.map((r) => r.Properties.RouteKey).sort()).toEqual(expected);
  });

  it('verifies Cognito JWTs issued by the user pool for the SPA client', () => {
    const poolId = onlyLogicalId(resourcesOf(template, 'AWS::Cognito::UserPool'));
    const clientId = onlyLogicalId(resourcesOf(template, 'AWS::Cognito::UserPoolClient'));
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: clientId }],
        Issuer: { 'Fn::Join': ['', Match.arrayWith([{ Ref: poolId }])] },
      },
    });
  });

  it.each(Object.values(routes))('authorises $method $path exactly when its role ($role) is not public', (route) => {
    const authorizerId = onlyLogicalId(resourcesOf(template, 'AWS::ApiGatewayV2::Authorizer'));
    const apiRoute = routeFor(`${route.method} ${route.path}`);
    if (route.role === 'public') {
      expect(apiRoute?.Properties).toMatchObject({ AuthorizationType: 'NONE' });
      expect(apiRoute?.Properties.AuthorizerId).toBeUndefined();
    } else {
      expect(apiRoute?.Properties).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId } });
    }
  });

  it.each(Object.values(routes))('sends $method $path to the Lambda of $handler', (route) => {
    const target = routeFor(`${route.method} ${route.path}`)?.Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
    const integration = integrations[target['Fn::Join'][1][1].Ref];
    const fn = functionsByHandler(template)[route.handler];
    expect(integration?.Properties).toMatchObject({
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
      IntegrationUri: { 'Fn::GetAtt': [fn?.logicalId, 'Arn'] },
    });
  });

  it('logs every request of the default stage and throttles it', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context\\.requestId') },
      DefaultRouteSettings: { ThrottlingBurstLimit: Match.anyValue(), ThrottlingRateLimit: Match.anyValue() },
    });
  });

  it('needs no CORS while the SPA reaches the API on its own CloudFront origin', () => {
    const api = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Api'))[0];
    expect(api?.Properties.CorsConfiguration).toBeUndefined();
  });

  it('answers CORS preflight for the custom domain only when one is configured', () => {
    const withDomain = buildTestStack({ customDomain: { domainName: 'shop.example.com', certificateArn } });
    withDomain.template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: Match.objectLike({ AllowOrigins: ['https://shop.example.com'], AllowCredentials: true }),
    });
  });
});
