import path from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import stylistic from '@stylistic/eslint-plugin';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const webSrc = path.join(root, 'apps/web/src');

/** A file's path from the repository root, with forward slashes. */
const fromRoot = (file) => path.relative(root, file).split(path.sep).join('/');

/** Which workspace a root-relative path belongs to. */
function workspaceOf(rel) {
  if (rel.startsWith('apps/web/')) return 'web';
  if (rel.startsWith('apps/api/')) return 'api';
  if (rel.startsWith('apps/admin/')) return 'admin';
  if (rel.startsWith('packages/shared/')) return 'shared';
  return 'other';
}

const WORKSPACE_PACKAGES = { '@shop/web': 'web', '@shop/api': 'api', '@shop/admin': 'admin', '@shop/shared': 'shared' };

/**
 * Where an import leads: a workspace package by name, or a file (relative, or `@/` inside the web app).
 * Other packages are outside our boundaries.
 */
function importTarget(fromFile, source) {
  const name = Object.keys(WORKSPACE_PACKAGES).find((pkg) => source === pkg || source.startsWith(`${pkg}/`));
  if (name) return { workspace: WORKSPACE_PACKAGES[name], byName: true, rel: null };
  let file = null;
  if (source.startsWith('.')) file = path.resolve(path.dirname(fromFile), source);
  else if (source.startsWith('@/') && workspaceOf(fromRoot(fromFile)) === 'web')
    file = path.join(webSrc, source.slice(2));
  if (!file) return null;
  const rel = fromRoot(file);
  return { workspace: workspaceOf(rel), byName: false, rel };
}

const featureOf = (rel) => /^apps\/(?:web|admin)\/src\/features\/([^/]+)\//.exec(`${rel}/`)?.[1] ?? null;

/** Why an import crosses a boundary (STYLE.md 1 and 2), or null when it may. */
function boundaryProblem(fromRel, target) {
  const from = workspaceOf(fromRel);
  if (from === 'shared' && target.byName)
    return 'packages/shared imports none of our packages, itself included (use a relative path)';
  const apps = ['web', 'api', 'admin'];
  if (from === 'shared' && apps.includes(target.workspace)) return 'packages/shared never imports an app';
  if (apps.includes(from) && apps.includes(target.workspace) && from !== target.workspace)
    return 'apps/web, apps/admin and apps/api never import each other';
  const feature = featureOf(fromRel);
  const targetFeature = target.rel ? featureOf(target.rel) : null;
  if (feature && targetFeature && feature !== targetFeature)
    return `features never import another feature (${feature} → ${targetFeature}); compose them in src/app`;
  return null;
}

const API_SRC = 'apps/api/src/';
const apiModuleOf = (rel) => /^apps\/api\/src\/modules\/([^/]+)\//.exec(rel)?.[1] ?? null;
const API_TABLES_LIST = 'apps/api/src/tables.ts';
const isApiTables = (rel) => /\.schema(\.ts)?$/.test(rel) || rel === API_TABLES_LIST;
const isApiRepo = (rel) => /\.repo(\.ts)?$/.test(rel);
/**
 * Code that may touch any table: tests and their fixtures (they seed and check rows), src/demo (the seed writes the
 * tables directly) and the benchmark (it sets up its own data).
 */
const mayTouchAnyTable = (rel) =>
  /\.(test|fixtures)\.ts$/.test(rel) || /^apps\/api\/(src\/(testing|demo)|bench)\//.test(rel);

/** Tests and what only they use: they may reach into any module. */
const isApiTestCode = (rel) => /\.(test|fixtures)\.ts$/.test(rel) || /^apps\/api\/(src\/testing|bench)\//.test(rel);

/**
 * Why an API import reaches into another module's private files (issue 24), or null when it may. A module's
 * `index.ts` says what other modules, app.ts, src/db and src/demo may use of it. Only foreign keys (a schema naming
 * another's table) and the list of every table (`src/tables.ts`, for drizzle-kit) name another module's tables.
 */
function apiPrivateImportProblem(fromRel, targetRel) {
  const to = targetRel ? apiModuleOf(targetRel) : null;
  if (!to || !fromRel.startsWith(API_SRC) || apiModuleOf(fromRel) === to || isApiTestCode(fromRel)) return null;
  if (targetRel === `${API_SRC}modules/${to}/index.ts`) return null;
  if (/\.schema\.ts$/.test(targetRel) && (/\.schema\.ts$/.test(fromRel) || fromRel === API_TABLES_LIST)) return null;
  return `another module's private file (${apiModuleOf(fromRel) ?? fromRel.slice(API_SRC.length)} → ${to}); import modules/${to}/index.ts, and export it there if it is meant for others`;
}

/**
 * Why an API import reaches a table it may not (decision 008), or null when it may. Another module's files are
 * `apiPrivateImportProblem`'s; this is about tables: inside a module only the repository reads them, and outside
 * the modules only `src/tables.ts` lists them.
 */
function apiModuleProblem(fromRel, targetRel) {
  if (!fromRel.startsWith(API_SRC) || !targetRel?.startsWith(API_SRC) || mayTouchAnyTable(fromRel)) return null;
  const [from, to] = [apiModuleOf(fromRel), apiModuleOf(targetRel)];
  const fromSchema = /\.schema\.ts$/.test(fromRel);
  if (from && !to && isApiTables(targetRel))
    return 'a module imports its own <feature>.schema.ts, never every table through src/tables.ts';
  if (from && from === to && isApiTables(targetRel) && !isApiRepo(fromRel) && !fromSchema)
    return 'only the repository (<feature>.repo.ts) imports its tables';
  if (!from && isApiTables(targetRel) && fromRel !== API_TABLES_LIST)
    return 'tables are imported only by repositories in src/modules and by src/tables.ts';
  return null;
}

const importBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Imports flow one way between workspaces and features; API modules keep their repositories and tables to themselves',
    },
    schema: [],
  },
  create(context) {
    const fromRel = fromRoot(context.physicalFilename);
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = importTarget(context.physicalFilename, source.value);
      const problem =
        target &&
        (boundaryProblem(fromRel, target) ??
          apiPrivateImportProblem(fromRel, target.rel) ??
          apiModuleProblem(fromRel, target.rel));
      if (problem) context.report({ node: source, message: `'${source.value}': ${problem}.` });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const KEBAB_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const kebabCaseFilename = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File and folder names are kebab-case (dots separate roles: orders.service.ts)' },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const rel = fromRoot(context.physicalFilename);
        const wrong = rel.split('/').filter((part) => !part.split('.').every((piece) => KEBAB_SEGMENT.test(piece)));
        if (wrong.length) context.report({ node, message: `Name not in kebab-case: ${wrong.join(', ')}.` });
      },
    };
  },
};

/** Rules of this repository (STYLE.md 1, 2, 3, 5 and 12). */
const local = { rules: { 'import-boundaries': importBoundaries, 'kebab-case-filename': kebabCaseFilename } };

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/drizzle/meta/**',
      '**/data/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { local },
    rules: {
      'local/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['apps/web/**', 'apps/api/**', 'apps/admin/**', 'packages/shared/**'],
    rules: { 'local/kebab-case-filename': 'error' },
  },
  {
    // No import cycles (issue 24): a module graph that only points one way is one a newcomer can read bottom-up.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The other files of the graph are TypeScript, read with typescript-eslint's parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/api/tsconfig.json',
            'apps/web/tsconfig.json',
            'apps/admin/tsconfig.json',
            'packages/shared/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Small files (issue 24): a production file past 300 lines is split by what it does. Tests may run longer.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.fixtures.ts', '**/*.data.ts', 'apps/*/src/testing/**'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // The layout is Prettier's (120 columns, `.prettierrc.json`; `npm run format` writes it, `npm run lint` checks it).
    // Prettier does not wrap comments or long strings: comments are held to the same 120 here, strings and URLs may
    // run on rather than be cut where a reader searches for them.
    plugins: { '@stylistic': stylistic },
    rules: {
      '@stylistic/max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
    },
  },
  {
    // Not for apps/web/e2e: Playwright fixtures call a function named `use` too.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The shipped storefront and back office run under a Content-Security-Policy without 'unsafe-eval' or inline
    // handlers.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/testing/**'],
    rules: { 'no-eval': 'error', 'no-implied-eval': 'error', 'no-new-func': 'error', 'no-script-url': 'error' },
  },
  {
    // The schemas (and the plain-text pattern they share) reject control characters on purpose: their patterns name
    // them.
    files: ['packages/shared/src/**/schemas.ts', 'packages/shared/src/common/paging.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    files: ['apps/web/src/sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
