import {
  BrandWriteSchema,
  CategoryCreateSchema,
  CategoryOrderBodySchema,
  CategoryUpdateSchema,
  OriginWriteSchema,
  StaffBrandSchema,
  StaffCategorySchema,
  StaffOriginSchema,
  TAXONOMY_MESSAGES as M,
} from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { orderedListRoutes } from './staff-ordered-routes.ts';
import type { TaxonomyService } from './taxonomy.service.ts';

/**
 * The staff calls on categories and subcategories, brands and origins (issue 26, item 3), with `catalog:write`: each
 * list, create, update, reorder and delete; a delete is refused (409) while products still use the row.
 */
export const staffTaxonomyRoutes: FastifyPluginAsync<{ taxonomy: TaxonomyService }> = async (app, { taxonomy }) => {
  orderedListRoutes(app, {
    path: '/catalog/categories',
    one: 'Category',
    many: 'Categories',
    item: StaffCategorySchema,
    create: CategoryCreateSchema,
    update: CategoryUpdateSchema,
    order: CategoryOrderBodySchema,
    notFound: M.categoryNotFound,
    conflict: 'the route is taken, or the category still has products, subcategories or a home row',
    list: taxonomy.categories,
    add: taxonomy.createCategory,
    change: taxonomy.updateCategory,
    remove: taxonomy.deleteCategory,
    reorder: (actor, body) => taxonomy.reorderCategories(actor, (body.parent_id as number | null) ?? null, body.ids),
  });
  orderedListRoutes(app, {
    path: '/catalog/brands',
    one: 'Brand',
    many: 'Brands',
    item: StaffBrandSchema,
    create: BrandWriteSchema,
    update: BrandWriteSchema,
    notFound: M.brandNotFound,
    conflict: 'the route is taken, or the brand still has products',
    list: taxonomy.brands,
    add: taxonomy.createBrand,
    change: taxonomy.updateBrand,
    remove: taxonomy.deleteBrand,
    reorder: (actor, body) => taxonomy.reorderBrands(actor, body.ids),
  });
  orderedListRoutes(app, {
    path: '/catalog/origins',
    one: 'Origin',
    many: 'Origins',
    item: StaffOriginSchema,
    create: OriginWriteSchema,
    update: OriginWriteSchema,
    notFound: M.originNotFound,
    conflict: 'the country and region are already an origin, or the origin still has products',
    list: taxonomy.origins,
    add: taxonomy.createOrigin,
    change: taxonomy.updateOrigin,
    remove: taxonomy.deleteOrigin,
    reorder: (actor, body) => taxonomy.reorderOrigins(actor, body.ids),
  });
};
