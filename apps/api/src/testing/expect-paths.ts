import { expect } from 'vitest';

/**
 * What a field must hold. `absent`: the field is not there at all; `iso8601`: a string `new Date()` reads as a UTC or
 * offset timestamp; `image`: a string that works with the spec's client's `BASE + value` join: a path from the site
 * root (one leading slash) or an absolute http(s) URL.
 */
export type PathType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null' | 'absent' | 'iso8601' | 'image';

/** Expected types by field path; `a|b` allows either. */
export type PathSpec = Record<string, PathType | `${PathType}|${PathType}`>;

const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function matches(value: unknown, type: PathType): boolean {
  switch (type) {
    case 'absent':
      return value === undefined;
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'iso8601':
      return typeof value === 'string' && ISO_8601.test(value) && !Number.isNaN(Date.parse(value));
    case 'image':
      return typeof value === 'string' && (/^\/(?!\/)\S/.test(value) || /^https?:\/\/\S+$/i.test(value));
    default:
      return typeof value === type;
  }
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'absent';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return `${typeof value} ${JSON.stringify(value)?.slice(0, 60)}`;
}

/** `categories[].route` → ['categories', '[]', 'route']; `[0].link` → [0, 'link']. */
function tokens(path: string): Array<string | number> {
  return [...path.matchAll(/([^.[\]]+)|\[(\d*)\]/g)].map((m) =>
    m[1] !== undefined ? m[1] : m[2] === '' ? '[]' : Number(m[2]),
  );
}

/**
 * Where a spec's field paths do not hold in a body, as readable lines (empty when they all hold). `[]` checks every
 * element of an array and requires at least one, so a test cannot pass on an empty list; `[0]` checks one element;
 * the empty path is the body itself.
 */
export function pathProblems(body: unknown, spec: PathSpec): string[] {
  const problems: string[] = [];
  const walk = (value: unknown, rest: Array<string | number>, at: string, expected: string) => {
    if (!rest.length) {
      const allowed = expected.split('|') as PathType[];
      if (!allowed.some((type) => matches(value, type)))
        problems.push(`${at || '(body)'}: expected ${expected}, got ${describeValue(value)}`);
      return;
    }
    const [head, ...tail] = rest;
    if (head === '[]' || typeof head === 'number') {
      if (!Array.isArray(value))
        return void problems.push(`${at || '(body)'}: expected an array, got ${describeValue(value)}`);
      if (head === '[]') {
        if (!value.length)
          return void problems.push(`${at || '(body)'}: an empty array, so ${expected} cannot be checked`);
        value.forEach((item, i) => walk(item, tail, `${at}[${i}]`, expected));
      } else {
        walk(value[head], tail, `${at}[${head}]`, expected);
      }
      return;
    }
    const here = at ? `${at}.${head}` : head!;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      // A field of something absent is absent too.
      if (expected === 'absent' && value === undefined) return;
      return void problems.push(`${here}: its parent is ${describeValue(value)}, not an object`);
    }
    walk(Object.hasOwn(value, head!) ? (value as Record<string, unknown>)[head!] : undefined, tail, here, expected);
  };
  for (const [path, expected] of Object.entries(spec)) walk(body, tokens(path), '', expected);
  return problems;
}

/**
 * A shape's paths under a prefix, for shapes several answers share: `under('recent[]', { id: 'number' })` is `{
 * 'recent[].id': 'number' }`.
 */
export function under(prefix: string, spec: PathSpec): PathSpec {
  return Object.fromEntries(Object.entries(spec).map(([path, type]) => [`${prefix}.${path}`, type]));
}

/** Asserts every field path of `spec` in `body` (see `pathProblems`), listing every failure at once. */
export function expectPaths(body: unknown, spec: PathSpec, what = 'body'): void {
  expect(pathProblems(body, spec), what).toEqual([]);
}
