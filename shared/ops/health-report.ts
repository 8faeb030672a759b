export type ComponentName = 'table' | 'queues' | 'keyEncryption' | 'objectStore' | 'search';

export interface ComponentHealth {
  status: 'up' | 'down';
  latencyMs: number;
  detail?: string;
}

export interface HealthReport {
  status: 'ok' | 'degraded';
  components: Partial<Record<ComponentName, ComponentHealth>>;
  checkedAt: string;
}
