import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MinutePoint } from '../../../../../shared/performance/performance-report';

const clock = (t: number) => new Date(t).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' });

/** One measure per minute over the last hour; the table under it gives screen readers the same points. */
export function MinuteChart({ title, points, lines }: { title: string; points: MinutePoint[]; lines: { key: keyof MinutePoint; name: string; color: string }[] }) {
  const data = points.map((p) => ({ ...p, label: clock(p.t) }));
  return (
    <figure className="performance-chart">
      <figcaption>{title}</figcaption>
      <div aria-hidden="true">
        <ResponsiveContainer width="100%" height={200}>
          <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke="rgb(255 255 255 / 0.06)" />
            <XAxis dataKey="label" stroke="var(--muted)" fontSize={12} minTickGap={24} />
            <YAxis stroke="var(--muted)" fontSize={12} width={48} />
            <Tooltip contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border)', color: 'var(--text)' }} />
            {lines.map((l) => (
              <Line key={String(l.key)} type="monotone" dataKey={l.key} name={l.name} stroke={l.color} dot={false} isAnimationActive={false} connectNulls />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Minute</th>
            {lines.map((l) => (
              <th key={String(l.key)} scope="col">
                {l.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((p) => (
            <tr key={p.t}>
              <td>{p.label}</td>
              {lines.map((l) => (
                <td key={String(l.key)}>{p[l.key] ?? '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
