/**
 * The catalog: its read model in memory, its public reads, stock, and the parts of an order that take stock
 * (decisions 007 and 013). What other modules and app.ts may use of it.
 */
export { answerTags, SEARCH_TAG, tagsOfChange } from './catalog-cache-tags.ts';
export { presentLineProduct, sizePriceFils } from './catalog-lines.ts';
export type { ProductSize } from './catalog-lines.ts';
export { CatalogReadModel } from './catalog-read-model.ts';
export type { CatalogChange } from './catalog-read-model.ts';
export { catalogView, sizesRestocked } from './catalog-view.ts';
export type { CatalogCategory, CatalogChoice, CatalogView } from './catalog-view.ts';
export { syncCatalog } from './catalog-sync.ts';
export type { CatalogSync } from './catalog-sync.ts';
export { createCatalogRepo } from './catalog.repo.ts';
export { catalogReads } from './catalog.reads.ts';
export type { ProductEntry } from './product-entry.ts';
export { createHomePageRepo } from './home-page.repo.ts';
export { createHomePageService } from './home-page.service.ts';
export { staffHomePageRoutes } from './staff-home-page.routes.ts';
export { staffStockListRoutes } from './staff-stock-list.routes.ts';
export { staffStockRoutes } from './staff-stock.routes.ts';
export { staffTaxonomyRoutes } from './staff-taxonomy.routes.ts';
export { STOCK_OF, stockTakingSql } from './stock-order-sql.ts';
export type { TakenSize } from './stock-order-sql.ts';
export { createStockRepo } from './stock.repo.ts';
export { createStockService } from './stock.service.ts';
export { createStaffProductReads } from './staff-products.reads.ts';
export { createStaffProductsRepo } from './staff-products.repo.ts';
export { staffProductsRoutes } from './staff-products.routes.ts';
export { createStaffProductsService } from './staff-products.service.ts';
export { createTaxonomyRepo } from './taxonomy.repo.ts';
export { createTaxonomyService } from './taxonomy.service.ts';
export { createProductSheetRepo } from './product-sheet.repo.ts';
export { createProductImportService } from './product-import.service.ts';
export { staffProductSheetRoutes } from './staff-product-sheet.routes.ts';
