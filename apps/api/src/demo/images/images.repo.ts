import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  blogCategories,
  blogs,
  brands,
  categories,
  choiceCategories,
  news,
  origins,
  priceVariations,
  products,
  promoBanners,
  variationValues,
} from '../../tables.ts';
import type { ProductArt } from './product-svg.ts';

export interface ProductForImage {
  art: ProductArt;
  /** Prices of the default size, in fils. */
  first: { priceFils: number; offerPriceFils: number; discountPriceFils: number } | null;
}

const parent = alias(categories, 'parent');
const sub = alias(categories, 'sub');

/** Everything a product image shows, by product route. */
export async function findProductForImage(db: Database, route: string): Promise<ProductForImage | null> {
  const [row] = await db
    .select({
      id: products.id,
      route: products.route,
      name: products.name,
      abv: products.abv,
      description: products.description,
      premium: products.isPremium,
      brand: brands.name,
      country: origins.country,
      region: origins.region,
      category: categories.route,
      subCategory: sub.route,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(sub, eq(sub.id, products.subCategoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(origins, eq(origins.id, products.originId))
    .where(eq(products.route, route))
    .limit(1);
  if (!row) return null;
  const sizes = await db
    .select({
      value: variationValues.value,
      priceFils: priceVariations.priceFils,
      offerPriceFils: priceVariations.offerPriceFils,
      discountPriceFils: priceVariations.discountPriceFils,
    })
    .from(priceVariations)
    .innerJoin(variationValues, eq(variationValues.id, priceVariations.variationValueId))
    .where(eq(priceVariations.productId, row.id))
    .orderBy(asc(priceVariations.position), asc(priceVariations.id));
  const { id: _id, ...art } = row;
  const first = sizes[0];
  return {
    art: { ...art, sizes: sizes.map((s) => s.value) },
    first: first
      ? { priceFils: first.priceFils, offerPriceFils: first.offerPriceFils, discountPriceFils: first.discountPriceFils }
      : null,
  };
}

/** The promo banner title for a product, if it has a banner. */
export async function findBannerTitle(db: Database, productRoute: string): Promise<string | null> {
  const [row] = await db
    .select({ title: promoBanners.title })
    .from(promoBanners)
    .innerJoin(products, eq(products.id, promoBanners.productId))
    .where(eq(products.route, productRoute))
    .orderBy(asc(promoBanners.position))
    .limit(1);
  return row?.title ?? null;
}

export async function findCategoryForImage(db: Database, route: string) {
  const [row] = await db
    .select({
      route: categories.route,
      title: categories.title,
      description: categories.description,
      parentRoute: parent.route,
      parentTitle: parent.title,
    })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(eq(categories.route, route))
    .limit(1);
  return row ?? null;
}

export async function findChoiceForImage(db: Database, route: string) {
  const [row] = await db
    .select({ route: choiceCategories.route, title: choiceCategories.title, description: choiceCategories.description })
    .from(choiceCategories)
    .where(eq(choiceCategories.route, route))
    .limit(1);
  return row ?? null;
}

export async function findBlogForImage(db: Database, route: string) {
  const [row] = await db
    .select({
      title: blogs.title,
      excerpt: blogs.excerpt,
      author: blogs.author,
      category: blogCategories.route,
      categoryTitle: blogCategories.title,
    })
    .from(blogs)
    .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .where(eq(blogs.route, route))
    .limit(1);
  return row ?? null;
}

export async function findNewsForImage(db: Database, route: string) {
  const [row] = await db
    .select({ title: news.title, excerpt: news.excerpt, publishedAt: news.publishedAt })
    .from(news)
    .where(eq(news.route, route))
    .limit(1);
  return row ?? null;
}
