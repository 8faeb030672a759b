import type { ReactNode } from 'react';

/** One labelled figure of a facts list (`<dl className="intel-facts">`). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
