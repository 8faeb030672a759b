import type { TestProject } from 'vitest/node';
import { startDynamoLocal } from '../../local/dynamodb/dynamodb-local';
import { startLocalSqs } from '../../local/queues/local-sqs';
import { localSecretNames, startLocalSecretsManager } from '../../local/secrets/secrets-manager';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    sqsEndpoint: string;
    queueUrls: Record<string, string>;
    dlqUrls: Record<string, string>;
    secretsManagerEndpoint: string;
  }
}

/** One DynamoDB Local (in memory) and one local SQS for the whole integration run; each test file makes its own table. */
export default async function setup(project: TestProject) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const [dynamo, sqs, secretsManager] = await Promise.all([
    startDynamoLocal(),
    startLocalSqs(),
    startLocalSecretsManager({ [localSecretNames.cursor]: 'integration-cursor-secret-of-32-or-more-characters' }),
  ]);
  project.provide('secretsManagerEndpoint', secretsManager.endpoint);
  project.provide('dynamoEndpoint', dynamo.endpoint);
  project.provide('sqsEndpoint', sqs.endpoint);
  project.provide('queueUrls', sqs.queueUrls);
  project.provide('dlqUrls', sqs.dlqUrls);
  return async () => {
    await Promise.all([dynamo.stop(), sqs.stop(), secretsManager.stop()]);
  };
}
