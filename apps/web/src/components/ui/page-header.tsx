import type { ReactNode } from 'react';

/** The title block of a content page. */
export function PageHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      <h1>{title}</h1>
      {lead ? <p className="page-header__lead">{lead}</p> : null}
      {children}
    </header>
  );
}
