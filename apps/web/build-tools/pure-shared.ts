import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

// Object and array literals too: one built of schema calls (`{ user_id: dbIdSchema('user_id').optional() }`) would
// otherwise keep zod, and with it zod's `Function('')` probe, which the storefront's CSP reports as a blocked eval.
const PURE_INIT = new Set(['CallExpression', 'NewExpression', 'MemberExpression', 'TaggedTemplateExpression', 'ObjectExpression', 'ArrayExpression']);

/**
 * `@shop/shared` builds its zod schemas at module top level. The storefront uses only the rule
 * functions, constants and types, but a bundler must assume `z.object(...)` has side effects and so
 * keeps zod (~30 KB gzip) in the first page's JavaScript. This build-only plugin marks each top-level
 * initializer of the shared modules as a pure expression, so unused schemas (and zod) are dropped.
 * Safe because the shared package is declarative: its top level only defines values.
 */
export function pureSharedModules(match = '/packages/shared/src/'): Plugin {
  return {
    name: 'pure-shared-modules',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes(match)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const edits: Array<{ start: number; end: number }> = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
        if (!declaration || declaration.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          if (init && PURE_INIT.has(init.type)) edits.push({ start: init.start, end: init.end });
        }
      }
      if (!edits.length) return null;
      let out = code;
      for (const { start, end } of edits.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
      }
      return { code: out, map: null, moduleSideEffects: false };
    },
  };
}
