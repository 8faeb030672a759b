import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { viewerAddress, viewerIp } from './viewer-ip';

const eventWith = (headers: Record<string, string>) =>
  ({ headers, requestContext: { http: { sourceIp: '10.0.0.9' } } }) as unknown as APIGatewayProxyEventV2;

describe("the viewer's address", () => {
  it.each([
    { header: '203.0.113.7:443', expected: '203.0.113.7' },
    { header: '[2001:db8::1]:51234', expected: '2001:db8::1' },
  ])('is read from CloudFront-Viewer-Address $header', ({ header, expected }) => {
    expect(viewerIp(eventWith({ 'cloudfront-viewer-address': header }))).toBe(expected);
  });

  it('falls back to the connection address without the header', () => {
    expect(viewerIp(eventWith({}))).toBe('10.0.0.9');
  });

  it("is unknown to CloudFront's reading without the header", () => {
    expect(viewerAddress({})).toBeNull();
  });
});
