import { Entity, type EntityItem } from 'electrodb';
import { ruleActions, ruleIds } from '../../../../shared/security/detection-rules';
import { service, timestamps } from './entity-config';

/**
 * Staff's saved settings of one detection rule (back-office §3); a rule nobody saved runs on its default
 * (shared/security/detection-rules.ts). All rules share one partition, so the whole set is one Query.
 */
export const detectionRuleEntity = new Entity({
  model: { entity: 'detectionRule', version: '1', service },
  attributes: {
    ruleId: { type: ruleIds, required: true },
    active: { type: 'boolean' },
    severity: { type: ['low', 'medium', 'high', 'critical'] as const },
    action: { type: ruleActions },
    threshold: { type: 'number' },
    windowMinutes: { type: 'number' },
    riskPoints: { type: 'number' },
    updatedBy: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['ruleId'] } },
  },
});
export type DetectionRuleItem = EntityItem<typeof detectionRuleEntity>;
