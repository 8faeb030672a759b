/** A length of time as the back office shows it (§2 Avg Session: in s, m or h): '45s', '12m', '1.5h'. */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `${minutes}m`;
  const hours = s / 3600;
  return `${hours < 10 ? Number(hours.toFixed(1)) : Math.round(hours)}h`;
}
