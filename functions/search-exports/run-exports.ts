import { consumers } from '../../shared/routes/consumer-table';
import { objectsProvider } from '../lib/adapters/object-store/objects-provider';
import { sqsConsumer } from '../lib/queue/sqs-consumer';
import { runExport } from './run-export';

/** The exports consumer: one queued export per message, run to completed or failed. */
export const handler = sqsConsumer(consumers.searchExports, async ({ exportId }, deps) => runExport(deps, exportId), { uses: [objectsProvider] });
