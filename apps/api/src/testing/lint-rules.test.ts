import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/**
 * The lint rules that keep the module shape (issue 24), shown on scratch files written into a module folder of their
 * own and linted with the repository's own configuration: an import into another module's private file, an import
 * cycle and a production file over 300 lines each fail; their allowed neighbours pass.
 */
describe('the lint of the module shape', () => {
  const dir = path.join(ROOT, 'apps/api/src/modules', `lint-scratch-${randomBytes(4).toString('hex')}`);
  const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
  let results: Map<string, string[]>;

  beforeAll(async () => {
    fs.mkdirSync(dir, { recursive: true });
    write(
      'deep-import.ts',
      "import { createOrdersService } from '../orders/orders.service.ts';\nexport const made = createOrdersService;\n",
    );
    write(
      'index-import.ts',
      "import { createOrdersService } from '../orders/index.ts';\nexport const made = createOrdersService;\n",
    );
    write('cycle-a.ts', "import { b } from './cycle-b.ts';\nexport const a = (): unknown => b;\n");
    write('cycle-b.ts', "import { a } from './cycle-a.ts';\nexport const b = (): unknown => a;\n");
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';
    write('long.ts', lines(301));
    write('just-short-enough.ts', lines(300));
    write('long-comment.ts', `// ${'word '.repeat(24)}\nexport const commented = 1;\n`);
    const linted = await new ESLint({ cwd: ROOT }).lintFiles([dir]);
    results = new Map(linted.map((r) => [path.basename(r.filePath), r.messages.map((m) => m.ruleId ?? m.message)]));
  }, 120_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("refuses an import of another module's private file, and takes one of its index.ts", () => {
    expect(results.get('deep-import.ts')).toEqual(['local/import-boundaries']);
    expect(results.get('index-import.ts')).toEqual([]);
  });

  it('refuses an import cycle', () => {
    expect(results.get('cycle-a.ts')).toContain('import-x/no-cycle');
    expect(results.get('cycle-b.ts')).toContain('import-x/no-cycle');
  });

  it('refuses a production file of 301 lines, and takes one of 300', () => {
    expect(results.get('long.ts')).toEqual(['max-lines']);
    expect(results.get('just-short-enough.ts')).toEqual([]);
  });

  it('refuses a comment line past 120 columns', () => {
    expect(results.get('long-comment.ts')).toEqual(['@stylistic/max-len']);
  });

  it("checks the layout with the repository's Prettier settings, which break a long line at 120 columns", async () => {
    const file = path.join(dir, 'layout.ts');
    const options = { ...(await prettier.resolveConfig(file)), filepath: file };
    const call = `export const total = sum(${Array.from({ length: 14 }, (_, i) => `argument${i}`).join(', ')});\n`;
    expect(call.length).toBeGreaterThan(121);
    expect(await prettier.check(call, options)).toBe(false);
    const formatted = await prettier.format(call, options);
    expect(await prettier.check(formatted, options)).toBe(true);
    expect(Math.max(...formatted.split('\n').map((line) => line.length))).toBeLessThanOrEqual(120);
  });
});
