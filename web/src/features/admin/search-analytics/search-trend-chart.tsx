import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SearchAnalyticsReport } from '../../../../../shared/search-analytics/search-analytics-report';

/** Searches and zero-result searches per day over the last 7 days; the table under it gives screen readers the same. */
export function SearchTrendChart({ trends }: { trends: SearchAnalyticsReport['trends'] }) {
  const data = trends.map((t) => ({ ...t, label: t.day.slice(5) }));
  return (
    <figure className="search-analytics-chart">
      <figcaption>Searches per day, last 7 days (UTC)</figcaption>
      <div aria-hidden="true">
        <ResponsiveContainer width="100%" height={240}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke="rgb(255 255 255 / 0.06)" />
            <XAxis dataKey="label" stroke="var(--muted)" fontSize={12} />
            <YAxis stroke="var(--muted)" fontSize={12} width={48} allowDecimals={false} />
            <Tooltip contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border)', color: 'var(--text)' }} />
            <Legend />
            <Bar dataKey="searches" name="Searches" fill="var(--violet)" isAnimationActive={false} />
            <Bar dataKey="zeroResults" name="No results" fill="#f87171" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="visually-hidden">
        <caption>Searches per day, last 7 days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Searches</th>
            <th scope="col">No results</th>
          </tr>
        </thead>
        <tbody>
          {trends.map((t) => (
            <tr key={t.day}>
              <td>{t.day}</td>
              <td>{t.searches}</td>
              <td>{t.zeroResults}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
