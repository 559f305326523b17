/** How the catalog builder makes the products of one (sub)category. */
export interface ProductLine {
  /** Top-level category route. */
  category: string;
  /** Subcategory route, when the category has subcategories. */
  subCategory?: string;
  /** Products to make, premium ones included. */
  count: number;
  /** How many of the regular products are on promotion (offer or discount on every size). */
  promo: number;
  /** Regular name stems per brand route (the brand's short name goes first). */
  names: Record<string, string[]>;
  /** Premium products: exact [brand route, name stem] pairs. Names are HTML: a few carry <sup> or <em>. */
  premium: [string, string][];
  /** Wines and some Champagnes carry a vintage year. */
  vintage?: { from: number; to: number; share: number };
  /** ABV in percent: [min, max, step]. */
  abv: [number, number, number];
  /** Candidate size lists; the first size of the chosen list is the default variation. */
  sizeSets: string[][];
  /** AED price range of the default size, regular and premium. */
  price: [number, number];
  premiumPrice?: [number, number];
  /** Words for descriptions and tasting notes. */
  style: string;
  making: string[];
  nose: string[];
  palate: string[];
  finish: string[];
  serve: string[];
}
