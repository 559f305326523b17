import {
  aedToFils, filsToAed, PAGE_SIZE, toPaged,
  type Category, type CategoryRef, type ChoiceCategory, type FilterList, type FilterProductBody, type HomeRow,
  type ListingResponse, type MenuCategory, type ProductCard, type ProductDetail, type PromoBanner, type SortMode,
} from '@shop/shared';
import { NotFoundError } from '../../lib/errors.ts';
import type { CatalogRepo, CategoryRow, ChoiceRow, ProductFilter } from './catalog.repo.ts';
import { parseIdOrRoute } from '../../lib/id-or-route.ts';
import { imageUrl } from '../../lib/presentation.ts';
import { presentCard, variationsByProduct } from './product-presenter.ts';

/** Top-level "categories" that list products by flag rather than by membership. */
const FLAG_LISTINGS: Record<string, ProductFilter> = { premium: { premium: true }, promotion: { promotion: true } };
const HOME_ROW_SIZE = 8;
const RELATED_SIZE = 8;

export function createCatalogService(repo: CatalogRepo, imageBase: string) {
  const ref = (c: CategoryRow): CategoryRef => ({ id: c.id, route: c.route, title: c.title });
  const presentCategory = (c: CategoryRow): Category => ({
    ...ref(c),
    description: c.description,
    image: c.image ? imageUrl(imageBase, c.image) : null,
    seo: { meta_title: c.metaTitle || c.title, meta_description: c.metaDescription || c.description, schema_markup: c.schemaMarkup },
  });
  const presentChoice = (c: ChoiceRow): ChoiceCategory => ({
    id: c.id, route: c.route, title: c.title, description: c.description, image: c.image ? imageUrl(imageBase, c.image) : null,
  });

  /** Cards for rows already in display order, each with its variations. */
  async function cards(rows: Awaited<ReturnType<CatalogRepo['pageOfCards']>>): Promise<ProductCard[]> {
    const variations = variationsByProduct(await repo.variationsOf(rows.map((r) => r.id)));
    return rows.map((row) => presentCard(row, variations.get(row.id) ?? [], imageBase));
  }

  async function cardsInOrder(ids: number[]): Promise<ProductCard[]> {
    const rows = await repo.cardsByIds(ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return cards(ids.flatMap((id) => byId.get(id) ?? []));
  }

  async function pageOf(filter: ProductFilter, page: number, sort: SortMode) {
    const [total, rows] = await Promise.all([
      repo.countProducts(filter),
      repo.pageOfCards(filter, sort, PAGE_SIZE, (page - 1) * PAGE_SIZE),
    ]);
    return toPaged(await cards(rows), page, total);
  }

  async function listing(filter: ProductFilter, page: number, sort: SortMode, category: CategoryRow | null = null, sub: CategoryRow | null = null): Promise<ListingResponse> {
    const faqIds = [category?.id, sub?.id].filter((id): id is number => id !== undefined);
    const [product, faq] = await Promise.all([pageOf(filter, page, sort), faqIds.length ? repo.categoryFaqs(faqIds) : []]);
    return {
      status: 200,
      category: category && presentCategory(category),
      sub_category: sub && presentCategory(sub),
      product,
      total: product.total,
      faq,
    };
  }

  async function requireCategory(idOrRoute: string): Promise<CategoryRow> {
    const category = await repo.findCategory(parseIdOrRoute(idOrRoute));
    if (!category) throw new NotFoundError('Category not found.');
    return category;
  }

  /** The filter a category page lists: its members, or a flag for premium and promotion. */
  function filterOfCategory(category: CategoryRow): ProductFilter {
    const flag = FLAG_LISTINGS[category.route];
    if (flag) return flag;
    return category.parentId === null ? { categoryId: category.id } : { subCategoryId: category.id };
  }

  return {
    async menu(): Promise<MenuCategory[]> {
      const all = await repo.listCategories();
      return all.filter((c) => c.parentId === null).map((top) => ({ ...ref(top), children: all.filter((c) => c.parentId === top.id).map(ref) }));
    },

    async categoryListing(catRoute: string, subRoute: string | undefined, page: number, sort: SortMode): Promise<ListingResponse> {
      const category = await requireCategory(catRoute);
      if (category.parentId !== null) throw new NotFoundError('Category not found.');
      if (subRoute === undefined) return listing(filterOfCategory(category), page, sort, category);
      const sub = await repo.findCategory(parseIdOrRoute(subRoute));
      if (!sub || sub.parentId !== category.id) throw new NotFoundError('Subcategory not found.');
      return listing({ subCategoryId: sub.id }, page, sort, category, sub);
    },

    async flagListing(flag: 'premium' | 'promotion', page: number, sort: SortMode): Promise<ListingResponse> {
      const category = (await repo.findCategory(parseIdOrRoute(flag))) ?? null;
      return listing(FLAG_LISTINGS[flag]!, page, sort, category);
    },

    async shopByPrice(maxAed: number, page: number, sort: SortMode): Promise<ListingResponse> {
      return listing({ maxFils: aedToFils(maxAed) }, page, sort);
    },

    async productDetail(idOrRoute: string): Promise<{ status: 200; data: ProductDetail; related: ProductCard[] }> {
      const product = await repo.findProduct(parseIdOrRoute(idOrRoute));
      if (!product) throw new NotFoundError('Product not found.');
      const [[card], category, sub, relatedIds] = await Promise.all([
        cardsInOrder([product.id]),
        repo.findCategory(product.categoryId),
        product.subCategoryId !== null ? repo.findCategory(product.subCategoryId) : undefined,
        repo.relatedProductIds(product.id, product.categoryId, product.subCategoryId, RELATED_SIZE),
      ]);
      if (!card || !category) throw new NotFoundError('Product not found.');
      const data: ProductDetail = {
        ...card,
        description: product.description,
        tasting_notes: product.tastingNotes,
        abv: product.abv === null ? null : Number(product.abv),
        gallery: [card.featured_img, ...product.gallery.map((g) => imageUrl(imageBase, g))],
        origin: product.originId !== null && product.originCountry !== null
          ? { id: product.originId, country: product.originCountry, region: product.originRegion }
          : null,
        category: presentCategory(category),
        sub_category: sub ? presentCategory(sub) : null,
      };
      return { status: 200, data, related: await cardsInOrder(relatedIds) };
    },

    async categoryInfo(idOrRoute: string) {
      const category = await requireCategory(idOrRoute);
      const all = await repo.listCategories();
      const parent = all.find((c) => c.id === category.parentId);
      return {
        status: 200 as const,
        data: { ...presentCategory(category), parent: parent ? ref(parent) : null, children: all.filter((c) => c.parentId === category.id).map(ref) },
      };
    },

    async filterList(idOrRoute: string): Promise<FilterList> {
      const facets = await repo.facets(filterOfCategory(await requireCategory(idOrRoute)));
      return {
        brands: facets.brandRows.map((b) => ({ id: b.id, name: b.name, count: Number(b.count) })),
        origins: facets.originRows.map((o) => ({ country: o.country, count: Number(o.count) })),
        price: { min: filsToAed(facets.minFils), max: filsToAed(facets.maxFils) },
      };
    },

    /**
     * The filtered listing of a category or subcategory: brand, origin and price range narrow it
     * together. A subcategory answers as `sub_category` under its parent, as its own page does.
     */
    async filterProducts(body: FilterProductBody, page: number): Promise<ListingResponse> {
      const category = await requireCategory(String(body.category_id));
      const parent = category.parentId === null ? undefined : await repo.findCategory(category.parentId);
      return listing(filterOf(category, body), page, body.sort ?? 'default', parent ?? category, parent ? category : null);
    },

    async filterPreview(body: FilterProductBody): Promise<number> {
      return repo.countProducts(filterOf(await requireCategory(String(body.category_id)), body));
    },

    async choiceListing(idOrRoute: string, page: number, sort: SortMode) {
      const choice = await repo.findChoice(parseIdOrRoute(idOrRoute));
      if (!choice) throw new NotFoundError('Choice list not found.');
      return { ...(await listing({ choiceId: choice.id }, page, sort)), choice: presentChoice(choice) };
    },

    async choices(): Promise<ChoiceCategory[]> {
      return (await repo.listChoices()).map(presentChoice);
    },

    async homeBestSelling(): Promise<{ rows: HomeRow[]; banners: PromoBanner[] }> {
      const [rows, banners] = await Promise.all([repo.homeRows(), repo.promoBanners()]);
      const homeRows = await Promise.all(rows.map(async (row) => {
        const top = await repo.pageOfCards({ categoryId: row.categoryId }, 'default', HOME_ROW_SIZE, 0);
        return { category: { id: row.categoryId, route: row.categoryRoute, title: row.title || row.categoryTitle }, products: await cards(top) };
      }));
      return {
        rows: homeRows,
        banners: banners.map((b) => ({ id: b.id, title: b.title, image: imageUrl(imageBase, b.image), product_route: b.productRoute, category_route: b.categoryRoute })),
      };
    },
  };

  function filterOf(category: CategoryRow, body: FilterProductBody): ProductFilter {
    const list = <T>(v: T | T[] | undefined) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);
    return {
      ...filterOfCategory(category),
      brandIds: list(body.brand_id),
      originCountries: list(body.origin),
      minFils: body.min === undefined ? undefined : aedToFils(body.min),
      maxFils: body.max === undefined ? undefined : aedToFils(body.max),
    };
  }
}

export type CatalogService = ReturnType<typeof createCatalogService>;
