import { CloudWatchClient, GetMetricDataCommand, type MetricDataQuery, type MetricDataResult } from '@aws-sdk/client-cloudwatch';
import type { MinutePoint, RouteFigures } from '../../../../shared/performance/performance-report';
import type { PerformanceSource, RouteMetrics } from './performance-source';

const namespace = 'NeonKeys';
/** GetMetricData takes at most 500 queries a call. */
const queriesPerCall = 500;
const round1 = (n: number | undefined) => (n === undefined ? null : Math.round(n * 10) / 10);

/**
 * The API's figures from CloudWatch: the `latency` and `errors` metrics each API function writes per route in EMF
 * (functions/lib/observability/metrics.ts, dimensions `service` and `route`). Percentiles over the window come from
 * CloudWatch's own percentile statistics; the per-minute series from SEARCH expressions across every route.
 */
export class CloudWatchPerformanceSource implements PerformanceSource {
  constructor(
    private readonly routeKeys: readonly string[],
    private readonly service: string,
    private readonly client = new CloudWatchClient({}),
  ) {}

  async routeMetrics(windowMinutes: number, now: Date): Promise<RouteMetrics> {
    const period = windowMinutes * 60;
    const start = new Date(now.getTime() - period * 1000);
    const metric = (route: string, name: string, stat: string, id: string): MetricDataQuery => ({
      Id: id,
      MetricStat: { Metric: { Namespace: namespace, MetricName: name, Dimensions: [{ Name: 'service', Value: this.service }, { Name: 'route', Value: route }] }, Period: period, Stat: stat },
    });
    const perRoute = this.routeKeys.flatMap((route, i) => [
      metric(route, 'latency', 'SampleCount', `c${i}`),
      metric(route, 'latency', 'p50', `a${i}`),
      metric(route, 'latency', 'p95', `b${i}`),
      metric(route, 'latency', 'p99', `d${i}`),
      metric(route, 'errors', 'Sum', `e${i}`),
    ]);
    const search = (name: string, stat: string) => `SEARCH('{${namespace},route,service} MetricName="${name}" service="${this.service}"', '${stat}', 60)`;
    const series: MetricDataQuery[] = [
      { Id: 'sreq', Expression: `SUM(${search('latency', 'SampleCount')})`, ReturnData: true },
      { Id: 'serr', Expression: `SUM(${search('errors', 'Sum')})`, ReturnData: true },
      // Percentiles do not add up across routes: the series shows the slowest route's p95 each minute.
      { Id: 'sp95', Expression: `MAX(${search('latency', 'p95')})`, ReturnData: true },
    ];
    const results = new Map<string, MetricDataResult>();
    const all = [...perRoute, ...series];
    for (let i = 0; i < all.length; i += queriesPerCall) {
      let token: string | undefined;
      do {
        const out = await this.client.send(new GetMetricDataCommand({ StartTime: start, EndTime: now, MetricDataQueries: all.slice(i, i + queriesPerCall), NextToken: token, ScanBy: 'TimestampAscending' }));
        for (const r of out.MetricDataResults ?? []) {
          const seen = results.get(r.Id!);
          results.set(r.Id!, seen ? { ...seen, Timestamps: [...(seen.Timestamps ?? []), ...(r.Timestamps ?? [])], Values: [...(seen.Values ?? []), ...(r.Values ?? [])] } : r);
        }
        token = out.NextToken;
      } while (token);
    }
    const value = (id: string) => results.get(id)?.Values?.[0];
    const routes: RouteFigures[] = this.routeKeys
      .map((route, i) => {
        const count = value(`c${i}`) ?? 0;
        const errors = value(`e${i}`) ?? 0;
        return { route, count, p50: round1(value(`a${i}`)), p95: round1(value(`b${i}`)), p99: round1(value(`d${i}`)), errors, errorRate: count ? Math.round((errors / count) * 1000) / 10 : 0 };
      })
      .filter((r) => r.count > 0)
      .sort((a, b) => b.count - a.count);
    const byMinute = new Map<number, MinutePoint>();
    const point = (t: Date) => {
      const key = t.getTime();
      let p = byMinute.get(key);
      if (!p) byMinute.set(key, (p = { t: key, requests: 0, errors: 0, p95: null, dbP95: null, searchP95: null }));
      return p;
    };
    const each = (id: string, apply: (p: MinutePoint, v: number) => void) => results.get(id)?.Timestamps?.forEach((t, i) => apply(point(t), results.get(id)!.Values![i]!));
    each('sreq', (p, v) => (p.requests = v));
    each('serr', (p, v) => (p.errors = v));
    each('sp95', (p, v) => (p.p95 = round1(v)));
    const count = routes.reduce((n, r) => n + r.count, 0);
    const errors = routes.reduce((n, r) => n + r.errors, 0);
    // The window's overall percentiles are not derivable from per-route ones; the busiest route's stand in, labelled by the screen.
    const busiest = routes[0];
    return {
      source: 'cloudwatch',
      routes,
      api: { count, p50: busiest?.p50 ?? null, p95: routes.reduce<number | null>((m, r) => (r.p95 !== null && (m === null || r.p95 > m) ? r.p95 : m), null), p99: busiest?.p99 ?? null, errors, errorRate: count ? Math.round((errors / count) * 1000) / 10 : 0 },
      series: [...byMinute.values()].sort((a, b) => a.t - b.t),
    };
  }
}
