import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** React calls that only build a value: a component or context no one uses can be dropped. */
const PURE_REACT_CALLS = new Set(['forwardRef', 'createContext', 'memo']);

function isPureReactCall(node: Node | null): boolean {
  if (node?.type !== 'CallExpression') return false;
  const callee = node.callee as Node;
  if (callee.type !== 'MemberExpression') return false;
  const object = callee.object as Node & { name?: string };
  const property = callee.property as Node & { name?: string };
  return (
    object.type === 'Identifier' && /^React\d*$/.test(object.name ?? '') && PURE_REACT_CALLS.has(property.name ?? '')
  );
}

/** `Link.displayName = "Link";`: a name for React's developer tools, written at top level. */
function isDisplayNameStatement(statement: Node): boolean {
  if (statement.type !== 'ExpressionStatement') return false;
  const expression = statement.expression as Node;
  if (expression.type !== 'AssignmentExpression') return false;
  const target = expression.left as Node;
  const property = target.property as (Node & { name?: string }) | undefined;
  return target.type === 'MemberExpression' && property?.name === 'displayName';
}

/**
 * Makes React Router's bundle tree-shakeable, which its published build is not: every component and context it defines
 * is followed by a top-level `X.displayName = "X"`, and its `React.forwardRef(...)`, `React.createContext(...)` and
 * `React.memo(...)` calls are not marked pure. To a bundler both look like side effects, so importing one hook keeps
 * the whole router (data routers, forms, prefetching, scroll restoration): 13 KB gzip where the storefront uses about
 * 10. This build-only transform removes those names (used only by developer tools, and a production build shows none)
 * and marks the calls pure, so what the storefront does not import is dropped.
 */
export function shakeableRouter(match = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/): Plugin {
  return {
    name: 'shakeable-router',
    apply: 'build',
    transform(code, id) {
      if (!match.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const edits: Array<{ start: number; end: number; text: string }> = [];
      for (const statement of program.body) {
        if (isDisplayNameStatement(statement)) edits.push({ start: statement.start, end: statement.end, text: '' });
        if (statement.type !== 'VariableDeclaration') continue;
        for (const declarator of statement.declarations as Node[]) {
          const init = declarator.init as Node | null;
          if (init && isPureReactCall(init))
            edits.push({ start: init.start, end: init.start, text: '/* @__PURE__ */ ' });
        }
      }
      if (!edits.length) return null;
      let out = code;
      for (const { start, end, text } of edits.sort((a, b) => b.start - a.start))
        out = `${out.slice(0, start)}${text}${out.slice(end)}`;
      return { code: out, map: null };
    },
  };
}
