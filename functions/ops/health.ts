import { routes } from '../../shared/routes/route-table';
import { keyCipherProvider } from '../lib/adapters/kms/key-cipher-provider';
import { objectsProvider } from '../lib/adapters/object-store/objects-provider';
import { queuesProvider } from '../lib/adapters/queue/queues-provider';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { healthReport } from './health-report';

/** `GET /api/health` (public): 200 when every component is up, 503 with the report otherwise. */
export const handler = apiHandler(routes.health, async ({ deps }) => {
  const report = await healthReport(deps);
  return new ApiReply(report.status === 'ok' ? 200 : 503, report);
}, { uses: [keyCipherProvider, queuesProvider, objectsProvider] });
