export * from './common/constants.ts';
export * from './common/money.ts';
export * from './common/schemas.ts';
export * from './catalog/pricing.ts';
export * from './catalog/sort.ts';
export * from './catalog/schemas.ts';
export * from './content/schemas.ts';
