/** Loader spinner (spec section 2): default size 60, dark red. */
export function Spinner({ size = 60, label = 'Loading…' }: { size?: number; label?: string }) {
  return (
    <div className="spinner-wrap" role="status">
      <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
