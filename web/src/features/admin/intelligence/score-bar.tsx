/** A 0–100 figure as a bar, announced as a meter with its label (the correlation confidence and its factors). */
export function ScoreBar({ value, label, tone }: { value: number; label: string; tone?: 'danger' | 'warning' | undefined }) {
  const v = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <span className={tone ? `intel-meter intel-meter-${tone}` : 'intel-meter'} role="meter" aria-label={label} aria-valuenow={v} aria-valuemin={0} aria-valuemax={100}>
      <span style={{ width: `${v}%` }} />
    </span>
  );
}
