import { describe, expect, it } from 'vitest';
import { consumers, visibilityTimeoutFor } from '../../shared/routes/consumer-table';
import { buildTestStack } from './build-test-stack';
import { actionsOf, functionsByHandler, resourceIdsOf, resourcesOf, statementsOf } from './template-queries';

const { template } = buildTestStack();
const queues = resourcesOf(template, 'AWS::SQS::Queue');
const mappings = Object.values(resourcesOf(template, 'AWS::Lambda::EventSourceMapping'));

/** The queue feeding a consumer, found through its event source mapping rather than by name. */
function wiringOf(handler: string) {
  const fn = functionsByHandler(template)[handler];
  const mapping = mappings.find((m) => (m.Properties.FunctionName as { Ref: string }).Ref === fn?.logicalId);
  const queueId = (mapping?.Properties.EventSourceArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return { fn, mapping, queueId, queue: queues[queueId] };
}

describe.each(Object.entries(consumers))('the %s consumer', (_id, consumer) => {
  const { fn, mapping, queueId, queue } = wiringOf(consumer.handler);

  it('reads its queue in batches from the consumer table and reports partial batch failures', () => {
    expect(mapping?.Properties).toMatchObject({ BatchSize: consumer.batchSize, FunctionResponseTypes: ['ReportBatchItemFailures'] });
    expect(fn?.props.Timeout).toBe(consumer.timeoutSeconds);
  });

  it('has a queue whose visibility timeout is at least six times the consumer timeout', () => {
    expect(queue?.Properties.VisibilityTimeout).toBe(visibilityTimeoutFor(consumer.timeoutSeconds));
    expect(queue?.Properties.VisibilityTimeout).toBeGreaterThanOrEqual(6 * consumer.timeoutSeconds);
  });

  it('moves a message to its own dead-letter queue after maxReceiveCount receives', () => {
    const redrive = queue?.Properties.RedrivePolicy as { deadLetterTargetArn: { 'Fn::GetAtt': [string, string] }; maxReceiveCount: number };
    const dlqId = redrive.deadLetterTargetArn['Fn::GetAtt'][0];
    expect(redrive.maxReceiveCount).toBe(consumer.maxReceiveCount);
    expect(queues[dlqId]?.Type).toBe('AWS::SQS::Queue');
    const otherRedrives = Object.entries(queues).filter(([id, q]) => id !== queueId && JSON.stringify(q.Properties).includes(dlqId));
    expect(otherRedrives).toEqual([]);
  });

  it('may receive and delete messages from its own queue only', () => {
    const receivable = statementsOf(template, fn?.logicalId ?? '')
      .filter((s) => actionsOf(s).includes('sqs:ReceiveMessage'))
      .flatMap(resourceIdsOf);
    expect(receivable).toEqual([queueId]);
  });
});

describe('every queue', () => {
  it('is encrypted at rest and refuses requests that are not over TLS', () => {
    const policies = Object.values(resourcesOf(template, 'AWS::SQS::QueuePolicy'));
    for (const [id, queue] of Object.entries(queues)) {
      expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
      const tlsOnly = policies.some(
        (p) =>
          JSON.stringify(p.Properties.Queues).includes(id) &&
          JSON.stringify(p.Properties.PolicyDocument).includes('"aws:SecureTransport":"false"') &&
          JSON.stringify(p.Properties.PolicyDocument).includes('"Effect":"Deny"'),
      );
      expect(tlsOnly, `${id} has a TLS-only policy`).toBe(true);
    }
  });
});
