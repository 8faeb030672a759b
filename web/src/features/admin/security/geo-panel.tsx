import { useState } from 'react';
import { apiSend } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';
import { notifyError } from '../ui/notify';
import { EmptyState, LoadError, Panel } from '../ui/page-parts';
import { relativeTime } from '../ui/relative-time';
import { useStaffAction } from '../ui/use-staff-action';

/** Geographic Security (back-office §2): blocked and flagged places, added and lifted here. */
export function GeoPanel() {
  const list = useApi('/api/admin/security/geo-restrictions', {}, { onError: (e) => notifyError('Failed to fetch geographic restrictions', e, { generic: true }) });
  const [country, setCountry] = useState('');
  const [city, setCity] = useState('');
  const [action, setAction] = useState<'block' | 'flag'>('block');
  const [error, setError] = useState<string | undefined>();
  const add = useStaffAction((code: string) => apiSend('PUT', '/api/admin/security/geo-restrictions/{countryCode}', { params: { countryCode: code }, body: { action, ...(city.trim() ? { city: city.trim() } : {}) } }), {
    success: (r) => `${r.action === 'block' ? 'Blocked' : 'Flagged'} ${r.city ? `${r.city}, ` : ''}${r.countryCode}`,
    failure: 'Failed to save restriction',
  });
  const lift = useStaffAction((code: string, cityName: string | null) => apiSend('DELETE', '/api/admin/security/geo-restrictions/{countryCode}', { params: { countryCode: code }, query: cityName ? { city: cityName } : {} }), {
    success: () => 'Restriction lifted',
    failure: 'Failed to lift restriction',
  });
  return (
    <Panel title="Geographic Restrictions">
      <form
        className="security-geo-form"
        onSubmit={async (e) => {
          e.preventDefault();
          const code = country.trim().toUpperCase();
          if (!/^[A-Z]{2}$/.test(code)) return setError('Country code must be 2 letters');
          setError(undefined);
          if (await add.run(code)) {
            setCountry('');
            setCity('');
            void list.mutate();
          }
        }}
      >
        <label>
          Country code
          <input value={country} maxLength={2} placeholder="e.g. KP" onChange={(e) => setCountry(e.currentTarget.value)} aria-invalid={Boolean(error)} />
        </label>
        <label>
          City (optional)
          <input value={city} maxLength={80} onChange={(e) => setCity(e.currentTarget.value)} />
        </label>
        <label>
          Action
          <select value={action} onChange={(e) => setAction(e.currentTarget.value as 'block' | 'flag')}>
            <option value="block">Block checkout</option>
            <option value="flag">Flag (alert only)</option>
          </select>
        </label>
        <button type="submit" className="btn btn-primary" disabled={add.pending}>
          {add.pending ? 'Saving...' : 'Add restriction'}
        </button>
        {error && <p className="form-error" role="alert">{error}</p>}
      </form>
      {list.error && !list.data ? (
        <LoadError message="Failed to fetch geographic restrictions" onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <p className="muted">Loading…</p>
      ) : list.data.length === 0 ? (
        <EmptyState title="No geographic restrictions" hint="Every country can check out." />
      ) : (
        <ul className="security-geo-list">
          {list.data.map((r) => (
            <li key={`${r.countryCode}:${r.city ?? '*'}`}>
              <strong>{r.city ? `${r.city}, ${r.countryCode}` : r.countryCode}</strong>
              <span className={r.action === 'block' ? 'badge badge-danger' : 'badge badge-warning'}>{r.action === 'block' ? 'Blocked' : 'Flagged'}</span>
              <span className="muted">{r.lastHitAt ? `${r.hits} checkout${r.hits === 1 ? '' : 's'}, last ${relativeTime(r.lastHitAt)}` : 'no checkouts yet'}</span>
              <button type="button" className="btn btn-ghost" disabled={lift.pending} onClick={async () => (await lift.run(r.countryCode, r.city)) && void list.mutate()}>
                Lift
              </button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
