/**
 * @shop/shared/rules for the Vite config and its plugins. Vite bundles the config but leaves package imports
 * to Node, which cannot load the package's TypeScript source; a relative import is bundled instead.
 */
export * from '../../../packages/shared/src/rules.ts';
