import { inject } from 'vitest';

/** Where one worker's local services answer (global-setup.ts starts a set per worker). */
export interface ServiceSet {
  dynamoEndpoint: string;
  sqsEndpoint: string;
  queueUrls: Record<string, string>;
  dlqUrls: Record<string, string>;
  secretsManagerEndpoint: string;
  kmsEndpoint: string;
  s3Endpoint: string;
  recaptchaEndpoint: string;
  stripeEndpoint: string;
  sesEndpoint: string;
  outboxPath: string;
}

/**
 * This worker's services. Vitest numbers a run's workers 1 to maxWorkers (`VITEST_POOL_ID`) and gives a worker one
 * file at a time, so the file running here is the only one using them.
 */
export function services(): ServiceSet {
  const sets = inject('serviceSets');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const set = sets[worker - 1];
  if (!set) throw new Error(`No local services for worker ${worker}: the integration setup started ${sets.length}`);
  return set;
}
