import { monotonicFactory } from 'ulid';

const ulid = monotonicFactory();

/**
 * An activity entry's id: sorts newest last by time, so the Overview reads the partition in descending order. Inverted
 * ids are not needed: ElectroDB queries with `order: 'desc'`.
 */
export const activityId = (at: Date): string => ulid(at.getTime());
