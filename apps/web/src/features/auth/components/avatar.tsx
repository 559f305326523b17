/** The profile picture (a full URL from the server), or the name's initial on a plain disc. */
export function Avatar({ src, name, size = 88 }: { src?: string | null; name?: string | null; size?: number }) {
  if (src)
    return <img className="avatar" src={src} alt="" width={size} height={size} style={{ width: size, height: size }} />;
  const initial = (name ?? '').trim().charAt(0).toUpperCase() || '?';
  return (
    <span className="avatar avatar--initials" aria-hidden="true" style={{ width: size, height: size }}>
      {initial}
    </span>
  );
}
