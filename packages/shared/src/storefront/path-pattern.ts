/**
 * Path patterns in React Router's syntax ('/shop/:cat'), matched the way React Router matches them:
 * static segments ignore case, each `:param` is one non-empty segment (decoded), and trailing
 * slashes do not count. Plain data and functions: the server, the service worker and the build use
 * them too.
 */

/** A pattern turned into a regular expression source (flag `i`) and the names of its parameters. */
export interface CompiledPathPattern {
  pattern: string;
  source: string;
  keys: string[];
}

const REGEXP_SPECIALS = /[.*+?^${}()|[\]\\]/g;

/** Compiles a pattern once, for matching many paths. */
export function compilePathPattern(pattern: string): CompiledPathPattern {
  const keys: string[] = [];
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(REGEXP_SPECIALS, '\\$&')}`;
      keys.push(segment.slice(1));
      return '/([^/]+)';
    })
    .join('');
  return { pattern, source: `^${body || '/'}$`, keys };
}

/** The pathname without trailing slashes; the root stays '/'. */
export function trimTrailingSlashes(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** A segment as React Router hands it to a page: decoded, or as it is when it is not valid percent-encoding. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The pattern's parameters when `pathname` matches it, else null. */
export function matchPathPattern(compiled: CompiledPathPattern, pathname: string): Record<string, string> | null {
  const match = new RegExp(compiled.source, 'i').exec(trimTrailingSlashes(pathname));
  if (!match) return null;
  return Object.fromEntries(compiled.keys.map((key, i) => [key, decodeSegment(match[i + 1] ?? '')]));
}

/** Fills a pattern's parameters, each encoded as one path segment. */
export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z][\w]*)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Missing path parameter '${key}' for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
