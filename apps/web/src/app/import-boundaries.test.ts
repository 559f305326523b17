import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The repository's lint rules (root eslint.config.js) run on snippets placed at a path of our choice. */
const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('local/')).map((m) => `${m.ruleId}: ${m.message}`);
}

const CATALOG_FILE = 'apps/web/src/features/catalog/components/sample-card.tsx';

// Loading the config and its parsers takes seconds on a busy machine: done once here, with its own budget, so no case
// pays for it against the per-test limit.
beforeAll(() => problems(CATALOG_FILE, ''), 60_000);

/**
 * A case's budget: the first file linted under another package (the shared package, the server, the back office)
 * loads that package's type information, which took over 6 s on a busy 2-core machine.
 */
const LINT_CASE_MS = 60_000;

describe('import boundaries (STYLE.md 1 and 2)', () => {
  it.each([
    [CATALOG_FILE, "import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';"],
    [CATALOG_FILE, "import { useAddToCart } from '../../cart/hooks/use-add-to-cart';"],
    [CATALOG_FILE, "export * from '@/features/search/components/search-items';"],
    [CATALOG_FILE, "const load = () => import('@/features/wishlist/components/wishlist-button');"],
    ['packages/shared/src/catalog/sample.ts', "import { paths } from '@shop/shared';"],
    ['packages/shared/src/catalog/sample.ts', "import { env } from '../../../../apps/web/src/config/env';"],
    ['packages/shared/src/catalog/sample.ts', "import { buildApp } from '../../../../apps/api/src/app';"],
    ['apps/web/src/lib/sample.ts', "import { buildApp } from '@shop/api';"],
    ['apps/web/src/lib/sample.ts', "import { buildApp } from '../../../api/src/app';"],
    ['apps/api/src/modules/catalog/catalog.sample.ts', "import { paths } from '../../../../web/src/config/paths';"],
    ['apps/api/src/modules/catalog/catalog.sample.ts', "import { paths } from '@shop/web';"],
    // The back office is an app of its own: no storefront or server code in it, none of it in them.
    ['apps/admin/src/features/orders/sample.ts', "import { api } from '../../../../web/src/lib/api-client';"],
    ['apps/admin/src/features/orders/sample.ts', "import { buildApp } from '@shop/api';"],
    ['apps/web/src/lib/sample.ts', "import { App } from '../../../admin/src/app/app';"],
    ['apps/admin/src/features/orders/sample.ts', "import { login } from '../auth/auth-api';"],
  ])(
    '%s may not: %s',
    async (file, code) => {
      expect(await problems(file, code)).toEqual([expect.stringMatching(/^local\/import-boundaries: /)]);
    },
    LINT_CASE_MS,
  );

  it.each([
    [
      CATALOG_FILE,
      "import { ProductCard } from './product-card';\nimport { api } from '@/lib/api-client';\nimport { Seo } from '@/components/ui/seo';\nimport { paths } from '@/config/paths';",
    ],
    [
      CATALOG_FILE,
      "import { STOREFRONT_ROUTES } from '@shop/shared';\nimport { useQuery } from '@tanstack/react-query';",
    ],
    [
      'apps/web/src/app/provider.tsx',
      "import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';\nimport { WishlistButton } from '@/features/wishlist/components/wishlist-button';",
    ],
    [
      'packages/shared/src/catalog/sample.ts',
      "import { z } from 'zod';\nimport { buildPath } from '../storefront/path-pattern.ts';",
    ],
    ['apps/api/src/modules/catalog/catalog.sample.ts', "import { STOREFRONT_ROUTES } from '@shop/shared';"],
    [
      'apps/admin/src/app/shell.tsx',
      "import { logout } from '../features/auth/auth-api';\nimport { ORDER_STATES } from '@shop/shared/rules';",
    ],
  ])(
    '%s may: %s',
    async (file, code) => {
      expect(await problems(file, code)).toEqual([]);
    },
    LINT_CASE_MS,
  );
});

describe('file names (STYLE.md 12)', () => {
  it.each([
    'apps/web/src/components/ui/ProductCard.tsx',
    'apps/web/src/Features/sample.ts',
    'packages/shared/src/catalog/priceRules.ts',
    'apps/api/src/modules/catalog/Catalog.routes.ts',
  ])(
    '%s is not kebab-case',
    async (file) =>
      expect(await problems(file, 'export const x = 1;')).toEqual([
        expect.stringMatching(/^local\/kebab-case-filename: /),
      ]),
    LINT_CASE_MS,
  );

  it.each([
    'apps/web/src/features/age-gate/components/age-gate.tsx',
    'packages/shared/src/storefront/routes.test.ts',
    'apps/api/src/modules/catalog/catalog.routes.ts',
  ])('%s is', async (file) => expect(await problems(file, 'export const x = 1;')).toEqual([]), LINT_CASE_MS);
});
