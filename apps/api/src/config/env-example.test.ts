import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

/** `.env.example` lists every setting the API reads, and its values parse. */
describe('.env.example', () => {
  const text = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../.env.example'), 'utf8');
  const named = new Set([...text.matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!));
  const values = Object.fromEntries([...text.matchAll(/^([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]));

  it('names every setting', () => {
    const settings = Object.keys(parseEnv({}));
    expect(settings.filter((key) => !named.has(key))).toEqual([]);
  });

  it('holds values the API accepts', () => {
    expect(() => parseEnv(values)).not.toThrow();
  });
});
