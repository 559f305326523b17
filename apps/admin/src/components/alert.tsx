import { errorText } from '../api/client.ts';

/**
 * A failure said to the person: the server's words in an alert region, which screen readers read out as it appears.
 */
export function ErrorAlert({ error, id }: { error: unknown; id?: string }) {
  if (!error) return null;
  return (
    <div className="alert alert--error" role="alert" id={id}>
      {typeof error === 'string' ? error : errorText(error)}
    </div>
  );
}

/** Something that went well, said politely (a status region). Kept in the page so changes are announced. */
export function StatusMessage({ children }: { children?: string | null }) {
  return (
    <div className={children ? 'alert alert--ok' : 'visually-hidden'} role="status">
      {children}
    </div>
  );
}

/** A wait, said once. */
export function Loading({ what }: { what: string }) {
  return (
    <p className="loading" role="status">
      Loading {what}…
    </p>
  );
}
