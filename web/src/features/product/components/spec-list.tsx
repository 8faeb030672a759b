import type { ReactNode } from 'react';

/** Name/value rows as a description list, as the information card and the requirements table show them. */
export function SpecList({ rows }: { rows: readonly (readonly [name: string, value: ReactNode])[] }) {
  return (
    <dl className="pdp-specs">
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
