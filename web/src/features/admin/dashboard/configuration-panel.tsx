import { Link } from 'react-router-dom';
import type { DashboardView } from '../../../../../shared/people/dashboard-view';
import { getHref } from '@/config/paths';
import { Panel } from '../ui/page-parts';

/** System Configuration counts (back-office §2): active languages, regions and platforms; admins may open the settings. */
export function ConfigurationPanel({ configuration, isAdmin }: { configuration: DashboardView['configuration'] | undefined; isAdmin: boolean }) {
  const figure = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString('en-US'));
  return (
    <Panel title="System Configuration" actions={isAdmin ? <Link to={getHref('adminSettings')}>Open settings</Link> : undefined}>
      <dl className="dashboard-config">
        <div>
          <dt>Active languages</dt>
          <dd>
            {figure(configuration?.activeLanguages)}
            {configuration && <span className="muted"> of {configuration.languages}</span>}
          </dd>
        </div>
        <div>
          <dt>Regions</dt>
          <dd>{figure(configuration?.regions)}</dd>
        </div>
        <div>
          <dt>Platforms</dt>
          <dd>{figure(configuration?.platforms)}</dd>
        </div>
      </dl>
    </Panel>
  );
}
