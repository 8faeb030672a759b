/**
 * One call to DynamoDB Local's Streams API. DynamoDB Local speaks it on its one endpoint and checks no signature, so
 * plain JSON calls reach it (the stream poller, and tests that read what a table recorded).
 */
export async function streamsCall<T>(endpoint: string, action: string, body: unknown): Promise<T> {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': `DynamoDBStreams_20120810.${action}`,
      authorization: 'AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=local',
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${action} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}
