import { Logger } from '@aws-lambda-powertools/logger';

/** One structured JSON logger for every handler; level from POWERTOOLS_LOG_LEVEL or LOG_LEVEL. */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'neonkeys' });
