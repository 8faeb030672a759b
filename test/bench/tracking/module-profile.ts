/** The parts of a V8 CPU profile (DevTools `Profiler.stop`) this bench reads. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { url: string; functionName: string }; children?: number[] }[];
  samples?: number[];
  timeDeltas?: number[];
}

/**
 * Milliseconds of the profile spent in the given scripts' code and in everything it called (a sample counts when any
 * frame of its stack belongs to them): the module's own main-thread work, listeners, timers, JSON and beacons included,
 * whatever else the page did meanwhile.
 */
export function inclusiveMs(profile: CpuProfile, scripts: ReadonlySet<string>): number {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const inModule = new Map<number, boolean>();
  const belongs = (id: number): boolean => {
    const known = inModule.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id)!;
    const own = scripts.has(node.callFrame.url);
    const up = parent.get(id);
    const result = own || (up !== undefined && belongs(up));
    inModule.set(id, result);
    return result;
  };
  let micros = 0;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // A sample's time is the gap to the next one (the last sample's is unknown and left out).
  for (let i = 0; i < samples.length - 1; i++) if (belongs(samples[i]!)) micros += deltas[i + 1] ?? 0;
  return micros / 1000;
}

/** Where the module's time went: the innermost frame of each of its samples (function and script), largest first. */
export function moduleHotspots(profile: CpuProfile, scripts: ReadonlySet<string>, top = 8): { frame: string; ms: number }[] {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const ownerOf = (id: number): string | null => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const url = byId.get(at)!.callFrame.url;
      if (scripts.has(url)) return byId.get(at)!.callFrame.functionName || '(anonymous)';
    }
    return null;
  };
  const totals = new Map<string, number>();
  const samples = profile.samples ?? [];
  for (let i = 0; i < samples.length - 1; i++) {
    const owner = ownerOf(samples[i]!);
    if (!owner) continue;
    const leaf = byId.get(samples[i]!)!.callFrame;
    const key = `${leaf.functionName || '(anonymous)'}${leaf.url ? '' : ' (native)'} ← ${owner}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas?.[i + 1] ?? 0) / 1000);
  }
  return [...totals].map(([frame, ms]) => ({ frame, ms: Math.round(ms * 100) / 100 })).sort((a, b) => b.ms - a.ms).slice(0, top);
}
