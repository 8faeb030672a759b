import type { GeoRestrictionView } from '../../../shared/security/security-views';
import { NotFoundError } from '../../../shared/errors/domain-errors';
import { auditWrite, staffAuditItem } from '../../lib/audit/staff-audit';
import type { GeoRestrictionItem } from '../../lib/data/entities/geo-restriction';
import type { Deps } from '../../lib/deps';
import type { Caller } from '../../lib/http/caller';
import type { TxWrite } from '../../orders/transaction-types';
import { forgetGeoRestrictions } from './geo-restrictions';

const view = (r: GeoRestrictionItem): GeoRestrictionView => ({
  countryCode: r.countryCode,
  city: r.city === '*' ? null : (r.cityName ?? r.city),
  action: r.action,
  reason: r.reason ?? null,
  hits: r.hits,
  lastHitAt: r.lastHitAt ?? null,
  createdAt: r.createdAt,
});

const cityKey = (city: string | undefined) => (city ? city.trim().toLowerCase() : '*');

export async function listGeoRestrictions(deps: Pick<Deps, 'store'>): Promise<GeoRestrictionView[]> {
  return (await deps.store.entities.geoRestriction.query.all({}).go({ pages: 'all' })).data.map(view);
}

/** Blocks or flags a country or one of its cities (replacing what was set for it), with its audit entry. */
export async function putGeoRestriction(
  deps: Pick<Deps, 'store' | 'now'>,
  caller: Pick<Caller, 'userId' | 'role'>,
  countryCode: string,
  input: { city?: string | undefined; action: 'block' | 'flag'; reason?: string | undefined },
): Promise<GeoRestrictionView> {
  const city = cityKey(input.city);
  const where = input.city ? `${input.city}, ${countryCode}` : countryCode;
  const audit = staffAuditItem(deps, caller, {
    subjectType: 'config',
    subjectId: `geo:${countryCode}:${city}`,
    action: 'security.geo',
    summary: `${input.action === 'block' ? 'Blocked' : 'Flagged'} ${where}`,
    after: { action: input.action, ...(input.reason ? { reason: input.reason } : {}) },
  });
  await deps.store.transaction
    .write((tx) => [
      tx.geoRestriction
        .upsert({ countryCode, city, action: input.action, ...(input.city ? { cityName: input.city } : {}), ...(input.reason ? { reason: input.reason } : {}), ...(caller.userId ? { createdBy: caller.userId } : {}) })
        .commit() as TxWrite,
      auditWrite(tx, audit) as TxWrite,
    ])
    .go();
  forgetGeoRestrictions();
  return view((await deps.store.entities.geoRestriction.get({ countryCode, city }).go({ consistent: true })).data!);
}

export async function deleteGeoRestriction(deps: Pick<Deps, 'store' | 'now'>, caller: Pick<Caller, 'userId' | 'role'>, countryCode: string, cityName: string | undefined): Promise<{ deleted: boolean }> {
  const city = cityKey(cityName);
  const existing = (await deps.store.entities.geoRestriction.get({ countryCode, city }).go({ consistent: true })).data;
  if (!existing) throw new NotFoundError('There is no restriction for that place.');
  const audit = staffAuditItem(deps, caller, {
    subjectType: 'config',
    subjectId: `geo:${countryCode}:${city}`,
    action: 'security.geo',
    summary: `Lifted the restriction on ${cityName ? `${cityName}, ${countryCode}` : countryCode}`,
    before: { action: existing.action },
  });
  await deps.store.transaction.write((tx) => [tx.geoRestriction.delete({ countryCode, city }).commit() as TxWrite, auditWrite(tx, audit) as TxWrite]).go();
  forgetGeoRestrictions();
  return { deleted: true };
}
