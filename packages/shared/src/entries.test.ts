/// <reference types="node" />
// Node reads the sources: this test is about the files themselves, not what they export.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ErrorPayloadSchema } from './index.ts';

const SRC = import.meta.dirname;

/** The modules a file loads when it runs: its static imports and re-exports, not those of types only. */
function runtimeImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of code.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?'([^']+)';/gm)) {
    if (!match[1]) found.push(match[2]!);
  }
  return found;
}

/** Every module `entry` loads, followed through our own files; packages by name. */
function moduleGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of runtimeImports(file)) {
      if (spec.startsWith('.')) visit(path.resolve(path.dirname(file), spec));
      else seen.add(spec);
    }
  };
  visit(path.join(SRC, entry));
  return seen;
}

/** The package's modules, tests aside. */
const sourceFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => path.join(SRC, name));

describe('the entry points (decision 021)', () => {
  it('rules: loads no zod, so a storefront page can use the rules without it', () => {
    const graph = moduleGraph('rules-entry.ts');
    expect([...graph].filter((m) => !m.startsWith(SRC))).toEqual([]);
  });

  it('every module is in rules or schemas, and the root entry is both', () => {
    const reached = new Set([...moduleGraph('rules.ts'), ...moduleGraph('schemas.ts')]);
    const entries = ['index.ts', 'rules-entry.ts'].map((name) => path.join(SRC, name));
    expect(sourceFiles.filter((file) => !reached.has(file) && !entries.includes(file))).toEqual([]);
    expect(runtimeImports(path.join(SRC, 'index.ts'))).toEqual(['./rules.ts', './schemas.ts']);
  });

  it('rules and schemas export no value twice', async () => {
    const rules = Object.keys(await import('./rules-entry.ts'));
    const schemas = new Set(Object.keys(await import('./schemas.ts')));
    expect(rules.filter((name) => schemas.has(name))).toEqual([]);
  });

  it('the root entry offers the schemas as values (the API imports them so; tsc checks this line)', () => {
    expect(ErrorPayloadSchema.safeParse({ error: 'No.', code: 'NOT_FOUND' }).success).toBe(true);
  });
});
