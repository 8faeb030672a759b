import { describe, expect, it } from 'vitest';
import { consumers } from '../../shared/routes/consumer-table';
import { routes } from '../../shared/routes/route-table';
import { schedules } from '../../shared/routes/schedule-table';
import { buildTestStack } from './build-test-stack';
import { functionsByHandler, handlersAllowed, onlyLogicalId, resourcesOf } from './template-queries';

const { template } = buildTestStack();
const byKey = (key: string) => Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route')).find((r) => r.Properties.RouteKey === key);

describe('the purchase on AWS', () => {
  it('feeds the order-fulfilment consumer from its own queue with a dead-letter queue', () => {
    const fn = functionsByHandler(template)[consumers.orderFulfilment.handler]!;
    const mapping = Object.values(resourcesOf(template, 'AWS::Lambda::EventSourceMapping')).find((m) => (m.Properties.FunctionName as { Ref: string }).Ref === fn.logicalId)!;
    const queueId = (mapping.Properties.EventSourceArn as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
    expect(queueId).toMatch(/^QueuesOrders/);
    const queue = resourcesOf(template, 'AWS::SQS::Queue')[queueId]!;
    expect((queue.Properties.RedrivePolicy as { deadLetterTargetArn: { 'Fn::GetAtt': [string] } }).deadLetterTargetArn['Fn::GetAtt'][0]).toMatch(/^QueuesOrdersDlq/);
  });

  it('serves the payment webhook publicly, with the signature as its only guard', () => {
    const route = byKey(`${routes.paymentWebhook.method} ${routes.paymentWebhook.path}`)!;
    expect(route.Properties.AuthorizationType ?? 'NONE').toBe('NONE');
    expect(route.Properties.AuthorizerId).toBeUndefined();
    expect(byKey(`${routes.getOrder.method} ${routes.getOrder.path}`)!.Properties.AuthorizationType).toBe('JWT');
  });

  it('sends order e-mails from one SES identity', () => {
    const identity = resourcesOf(template, 'AWS::SES::EmailIdentity');
    expect(Object.keys(identity)).toHaveLength(1);
    expect(handlersAllowed(template, 'ses:SendEmail', onlyLogicalId(identity))).not.toContain('orders/checkout');
  });

  it('runs the reservation sweep every minute and the late pre-order refunds hourly', () => {
    const rules = Object.values(resourcesOf(template, 'AWS::Events::Rule')).map((r) => r.Properties.ScheduleExpression);
    expect(rules).toEqual(expect.arrayContaining([schedules.sweepReservations.schedule, schedules.refundLatePreorders.schedule]));
  });

  it('lets only the key import and the key lookup read the key-fingerprint secret, whose HMACs find a key by its text', () => {
    const secretId = Object.keys(resourcesOf(template, 'AWS::SecretsManager::Secret')).find((id) => id.startsWith('KeyFingerprintSecret'))!;

    expect(handlersAllowed(template, 'secretsmanager:GetSecretValue', secretId)).toEqual(['admin-orders/find-order-by-key', 'inventory/import-keys']);
  });

  it('lets only the reveal decrypt keys, and lets no order function change user pool groups', () => {
    const orderFunctions = Object.keys(functionsByHandler(template)).filter((h) => h.startsWith('orders/'));
    expect(orderFunctions.length).toBeGreaterThan(10);
    const poolId = onlyLogicalId(resourcesOf(template, 'AWS::Cognito::UserPool'));
    expect(handlersAllowed(template, 'cognito-idp:AdminAddUserToGroup', poolId).filter((h) => h.startsWith('orders/'))).toEqual([]);
  });
});

describe('the pre-order queue on AWS', () => {
  it('runs its consumer in one container at a time, so each variant is served oldest first', () => {
    const fn = functionsByHandler(template)[consumers.preorderFulfilment.handler]!;
    expect(fn.props.ReservedConcurrentExecutions).toBe(1);
    expect(functionsByHandler(template)[consumers.orderFulfilment.handler]!.props.ReservedConcurrentExecutions).toBeUndefined();
  });
});
