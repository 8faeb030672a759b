import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsView } from '../../../../../shared/analytics/analytics-view';

const weekday = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });

/** Page and product views per UTC day over 7 days: a chart reads better than seven numbers; the table under it has them for screen readers. */
export function ViewsChart({ days }: { days: AnalyticsView['viewsPerDay'] | undefined }) {
  if (!days) return <div className="dashboard-views-chart" aria-hidden="true" />;
  return (
    <figure className="dashboard-views-chart">
      <figcaption>Views per day (UTC, last 7 days)</figcaption>
      <div aria-hidden="true">
        <ResponsiveContainer width="100%" height={180}>
          <BarChart data={days.map((d) => ({ ...d, label: weekday(d.day) }))} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <XAxis dataKey="label" stroke="var(--muted)" fontSize={12} />
            <YAxis allowDecimals={false} stroke="var(--muted)" fontSize={12} width={48} />
            <Tooltip cursor={{ fill: 'rgb(255 255 255 / 0.04)' }} contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border)', color: 'var(--text)' }} />
            <Bar dataKey="views" name="Page views" fill="var(--violet)" radius={[6, 6, 0, 0]} isAnimationActive={false} />
            <Bar dataKey="productViews" name="Product views" fill="var(--cyan, #22d3ee)" radius={[6, 6, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="visually-hidden">
        <caption>Views per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Page views</th>
            <th scope="col">Product views</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <td>{d.day}</td>
              <td>{d.views}</td>
              <td>{d.productViews}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
