import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardPlatform } from '../../../../../shared/people/dashboard-view';

/** Horizontal bars of products per platform (Recharts, as shadcn's charts use). Decorative: the list beside it has the figures. */
export function PlatformBars({ platforms }: { platforms: DashboardPlatform[] }) {
  return (
    <div className="dashboard-bars" aria-hidden="true">
      <ResponsiveContainer width="100%" height={40 + platforms.length * 44}>
        <BarChart data={platforms} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
          <XAxis type="number" allowDecimals={false} stroke="var(--muted)" fontSize={12} />
          <YAxis type="category" dataKey="name" width={120} stroke="var(--muted)" fontSize={12} />
          <Tooltip cursor={{ fill: 'rgb(255 255 255 / 0.04)' }} contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border)', color: 'var(--text)' }} />
          <Bar dataKey="products" name="Products" fill="var(--violet)" radius={[0, 6, 6, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
