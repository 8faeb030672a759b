import type { AuthFilter, RiskFilter, SessionRange } from '../../../../../shared/intelligence/console-views';
import { Panel } from '../ui/page-parts';

export interface FilterValues {
  auth: AuthFilter;
  risk: RiskFilter;
  range: SessionRange;
  /** As typed: uppercased letters, at most 2 (§5). */
  country: string;
  search: string;
}

export const initialFilters: FilterValues = { auth: 'all', risk: 'all', range: '24h', country: '', search: '' };

const authOptions: [AuthFilter, string][] = [
  ['all', 'All Sessions'],
  ['authenticated', 'Authenticated'],
  ['anonymous', 'Anonymous'],
];
const riskOptions: [RiskFilter, string][] = [
  ['all', 'All'],
  ['low', 'Low'],
  ['medium', 'Medium'],
  ['high', 'High'],
];
const rangeOptions: [SessionRange, string][] = [
  ['1h', 'Last Hour'],
  ['24h', '24 Hours'],
  ['7d', '7 Days'],
];

/** §5: a country code is letters only, uppercased, at most 2. */
export const countryInput = (typed: string): string =>
  typed
    .replace(/[^a-z]/gi, '')
    .toUpperCase()
    .slice(0, 2);

/** The filter card (§2): sign-in state, risk band, time range, country and free text. */
export function IntelligenceFilters({ value, onChange }: { value: FilterValues; onChange(patch: Partial<FilterValues>): void }) {
  return (
    <Panel title="Filters" className="intel-filters-card">
      <div className="intel-filters" role="search" aria-label="Session filters">
        <label className="intel-field">
          <span>Authentication</span>
          <select value={value.auth} onChange={(e) => onChange({ auth: e.currentTarget.value as AuthFilter })}>
            {authOptions.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <label className="intel-field">
          <span>Risk Level</span>
          <select value={value.risk} onChange={(e) => onChange({ risk: e.currentTarget.value as RiskFilter })}>
            {riskOptions.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <label className="intel-field">
          <span>Time Range</span>
          <select value={value.range} onChange={(e) => onChange({ range: e.currentTarget.value as SessionRange })}>
            {rangeOptions.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <label className="intel-field">
          <span>Country</span>
          <input value={value.country} maxLength={2} placeholder="e.g. US" autoComplete="off" spellCheck={false} onChange={(e) => onChange({ country: countryInput(e.currentTarget.value) })} />
        </label>
        <label className="intel-field intel-search">
          <span>Search</span>
          <input type="search" value={value.search} placeholder="IP, location, user agent, name" onChange={(e) => onChange({ search: e.currentTarget.value })} />
        </label>
      </div>
    </Panel>
  );
}
