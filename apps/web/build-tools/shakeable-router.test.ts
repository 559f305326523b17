// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build, parseAst, type Plugin, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { shakeableRouter } from './shakeable-router';

type Transform = (this: { parse: typeof parseAst }, code: string, id: string) => { code: string } | null;
const transform = (code: string, id = '/x/node_modules/react-router/dist/development/chunk.mjs') =>
  (shakeableRouter().transform as Transform).call({ parse: parseAst }, code, id);

describe('shakeableRouter', () => {
  it('drops the developer-tools names and marks the React calls pure', () => {
    const out = transform(
      [
        'var Link = React.forwardRef(function LinkWithRef() { return null; });',
        'Link.displayName = "Link";',
        'var RouteContext = React2.createContext(null);',
        'var Routes = React.memo(RoutesImpl);',
        'RenderErrorBoundary.contextType = RouteContext;',
        'var plain = makeThing();',
      ].join('\n'),
    )!.code;
    expect(out).not.toContain('displayName');
    expect(out).toContain('var Link = /* @__PURE__ */ React.forwardRef(');
    expect(out).toContain('var RouteContext = /* @__PURE__ */ React2.createContext(null);');
    expect(out).toContain('var Routes = /* @__PURE__ */ React.memo(RoutesImpl);');
    // Anything else stays as written: a real side effect, and calls it knows nothing of.
    expect(out).toContain('RenderErrorBoundary.contextType = RouteContext;');
    expect(out).toContain('var plain = makeThing();');
  });

  it('leaves every other module alone', () => {
    expect(transform('Link.displayName = "Link";', '/x/src/link.tsx')).toBeNull();
  });

  it('lets a build that imports one hook drop the rest of the router', async () => {
    const bundleOf = async (plugins: Plugin[]) => {
      const entry: Plugin = {
        name: 'entry',
        enforce: 'pre',
        resolveId: (id) => (id.endsWith('virtual:entry') ? '\0entry' : null),
        load: (id) => (id === '\0entry' ? "export { useLocation } from 'react-router';" : null),
      };
      const result = (await build({
        root: fileURLToPath(new URL('..', import.meta.url)),
        configFile: false,
        logLevel: 'silent',
        plugins: [entry, ...plugins],
        build: {
          write: false,
          minify: false,
          lib: { entry: 'virtual:entry', formats: ['es'] },
          rolldownOptions: { external: ['react', 'react-dom'] },
        },
      })) as Rollup.RollupOutput | Rollup.RollupOutput[];
      return (Array.isArray(result) ? result[0]! : result).output[0].code;
    };
    const [whole, shaken] = await Promise.all([bundleOf([]), bundleOf([shakeableRouter()])]);
    // Without the transform, one hook brings the links, forms and scroll restoration along.
    expect(whole).toContain('function useScrollRestoration');
    expect(shaken).not.toContain('function useScrollRestoration');
    expect(shaken).not.toContain('LinkWithRef');
    expect(shaken).toContain('function useLocation');
    expect(shaken.length).toBeLessThan(whole.length / 3);
  }, 60_000);
});
