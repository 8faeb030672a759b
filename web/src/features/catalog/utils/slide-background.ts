// The admin picks slide backgrounds as Tailwind class pairs ('from-blue-600 to-purple-600'); the store has no
// Tailwind, so the names map to Tailwind's own palette here. Shades 500–900 only: lighter ones would fail contrast
// under white text.
const palette: Record<string, readonly [string, string, string, string, string]> = {
  slate: ['#64748b', '#475569', '#334155', '#1e293b', '#0f172a'],
  gray: ['#6b7280', '#4b5563', '#374151', '#1f2937', '#111827'],
  red: ['#ef4444', '#dc2626', '#b91c1c', '#991b1b', '#7f1d1d'],
  orange: ['#f97316', '#ea580c', '#c2410c', '#9a3412', '#7c2d12'],
  amber: ['#f59e0b', '#d97706', '#b45309', '#92400e', '#78350f'],
  yellow: ['#eab308', '#ca8a04', '#a16207', '#854d0e', '#713f12'],
  green: ['#22c55e', '#16a34a', '#15803d', '#166534', '#14532d'],
  emerald: ['#10b981', '#059669', '#047857', '#065f46', '#064e3b'],
  teal: ['#14b8a6', '#0d9488', '#0f766e', '#115e59', '#134e4a'],
  cyan: ['#06b6d4', '#0891b2', '#0e7490', '#155e75', '#164e63'],
  sky: ['#0ea5e9', '#0284c7', '#0369a1', '#075985', '#0c4a6e'],
  blue: ['#3b82f6', '#2563eb', '#1d4ed8', '#1e40af', '#1e3a8a'],
  indigo: ['#6366f1', '#4f46e5', '#4338ca', '#3730a3', '#312e81'],
  violet: ['#8b5cf6', '#7c3aed', '#6d28d9', '#5b21b6', '#4c1d95'],
  purple: ['#a855f7', '#9333ea', '#7e22ce', '#6b21a8', '#581c87'],
  fuchsia: ['#d946ef', '#c026d3', '#a21caf', '#86198f', '#701a75'],
  pink: ['#ec4899', '#db2777', '#be185d', '#9d174d', '#831843'],
  rose: ['#f43f5e', '#e11d48', '#be123c', '#9f1239', '#881337'],
};

/** The gradient shown when a slide names colours this map does not know. */
export const defaultSlideBackground = 'linear-gradient(120deg, #4c1d95, #0e7490)';

function colour(name: string, shade: string): string | undefined {
  const index = ['500', '600', '700', '800', '900'].indexOf(shade);
  return index < 0 ? undefined : palette[name]?.[index];
}

/** CSS background for a slide's gradient classes, e.g. 'from-red-600 via-pink-600 to-orange-600'. */
export function slideBackground(classes: string): string {
  const stops: Partial<Record<'from' | 'via' | 'to', string>> = {};
  for (const token of classes.trim().split(/\s+/)) {
    const match = /^(from|via|to)-([a-z]+)-(\d{3})$/.exec(token);
    if (!match) return defaultSlideBackground;
    const [, position, name = '', shade = ''] = match;
    const hex = colour(name, shade);
    if (!hex) return defaultSlideBackground;
    stops[position as 'from' | 'via' | 'to'] = hex;
  }
  if (!stops.from || !stops.to) return defaultSlideBackground;
  return `linear-gradient(120deg, ${[stops.from, stops.via, stops.to].filter(Boolean).join(', ')})`;
}
