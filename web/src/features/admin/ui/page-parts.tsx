import type { ReactNode } from 'react';

/** A screen's heading row: the title (and document title), a line under it, and its actions on the right. */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="admin-page-header">
      <title>{`${title} | NeonKeys Admin`}</title>
      <div>
        <h1>{title}</h1>
        {subtitle && <p className="muted">{subtitle}</p>}
      </div>
      {actions && <div className="admin-page-actions">{actions}</div>}
    </header>
  );
}

/** A figure card (dashboard, orders, pre-orders). `value` is real or `—` while loading; never a made-up number. */
export function StatCard({ label, value, hint, icon }: { label: string; value: ReactNode; hint?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="admin-stat">
      <div className="admin-stat-head">
        <p className="admin-stat-label">{label}</p>
        {icon}
      </div>
      <p className="admin-stat-value">{value}</p>
      {hint && <p className="admin-stat-hint muted">{hint}</p>}
    </div>
  );
}

export function StatGrid({ children }: { children: ReactNode }) {
  return <div className="admin-stat-grid">{children}</div>;
}

/** A bordered section with a title, the back office's card. */
export function Panel({ title, actions, children, className }: { title?: string; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={className ? `admin-panel ${className}` : 'admin-panel'}>
      {(title || actions) && (
        <div className="admin-panel-head">
          {title && <h2>{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

/** The empty text of a list (§2 gives each its words). */
export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="admin-empty">
      <p>{title}</p>
      {hint && <p className="muted">{hint}</p>}
    </div>
  );
}

/** A load failure in place of the content, with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="admin-empty" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
