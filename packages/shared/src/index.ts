/** `@shop/shared`: everything, the rules and the schemas (decision 021). The storefront imports the two apart. */
export * from './rules.ts';
export * from './schemas.ts';
