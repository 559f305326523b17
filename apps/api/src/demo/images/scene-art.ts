import {
  chocolates,
  cigars,
  cocktailGlass,
  flute,
  giftBox,
  plate,
  shopFront,
  tumbler,
  wineGlass,
} from './svg-glassware.ts';
import { pieceAt, trio, type Piece } from './svg-scenes.ts';

const P = (category: string, sub: string | undefined, name: string, extra: Partial<Piece> = {}): Piece => ({
  category,
  sub,
  name,
  ...extra,
});

/** The three packages that illustrate each category (and subcategory). */
const CATEGORY_PIECES: Record<string, Piece[]> = {
  beer: [
    P('beer', 'lager', 'Lager', { shape: 'can' }),
    P('beer', 'ale', 'Pale Ale', { shape: 'beer-bottle' }),
    P('beer', 'craft-beer', 'Craft', { shape: 'can' }),
  ],
  lager: [
    P('beer', 'lager', 'Pilsner', { shape: 'can' }),
    P('beer', 'lager', 'Lager', { shape: 'beer-bottle' }),
    P('beer', 'lager', 'Helles', { shape: 'can' }),
  ],
  ale: [
    P('beer', 'ale', 'Bitter', { shape: 'beer-bottle' }),
    P('beer', 'ale', 'IPA', { shape: 'can' }),
    P('beer', 'ale', 'Amber', { shape: 'beer-bottle' }),
  ],
  stout: [
    P('beer', 'stout', 'Porter', { shape: 'beer-bottle' }),
    P('beer', 'stout', 'Stout', { shape: 'can' }),
    P('beer', 'stout', 'Imperial', { shape: 'beer-bottle' }),
  ],
  'wheat-beer': [
    P('beer', 'wheat-beer', 'Witbier', { shape: 'beer-bottle' }),
    P('beer', 'wheat-beer', 'Weizen', { shape: 'beer-bottle' }),
    P('beer', 'wheat-beer', 'Blanche', { shape: 'can' }),
  ],
  'craft-beer': [
    P('beer', 'craft-beer', 'Sour', { shape: 'can' }),
    P('beer', 'craft-beer', 'Hazy IPA', { shape: 'can' }),
    P('beer', 'craft-beer', 'Saison', { shape: 'beer-bottle' }),
  ],
  wine: [P('wine', 'white-wine', 'Blanc'), P('wine', 'red-wine', 'Grand Vin'), P('wine', 'rose-wine', 'Rosé')],
  'red-wine': [
    P('wine', 'red-wine', 'Rioja'),
    P('wine', 'red-wine', 'Bordeaux'),
    P('wine', 'red-wine', 'Pinot Noir', { shape: 'burgundy' }),
  ],
  'white-wine': [
    P('wine', 'white-wine', 'Chablis', { shape: 'burgundy' }),
    P('wine', 'white-wine', 'Sauvignon', { shape: 'bordeaux' }),
    P('wine', 'white-wine', 'Riesling', { shape: 'flute' }),
  ],
  'rose-wine': [P('wine', 'rose-wine', 'Rosé'), P('wine', 'rose-wine', 'Provence'), P('wine', 'rose-wine', 'Rosado')],
  'sparkling-wine': [
    P('wine', 'sparkling-wine', 'Cava'),
    P('wine', 'sparkling-wine', 'Prosecco'),
    P('wine', 'sparkling-wine', 'Brut'),
  ],
  spirits: [P('spirits', 'gin', 'Gin'), P('spirits', 'liqueur', 'Liqueur'), P('spirits', 'aperitif', 'Aperitivo')],
  gin: [P('spirits', 'gin', 'Pink Gin'), P('spirits', 'gin', 'London Dry'), P('spirits', 'gin', 'Citrus Gin')],
  liqueur: [
    P('spirits', 'liqueur', 'Limoncello'),
    P('spirits', 'liqueur', 'Amaretto'),
    P('spirits', 'liqueur', 'Coffee'),
  ],
  aperitif: [
    P('spirits', 'aperitif', 'Vermouth Bianco'),
    P('spirits', 'aperitif', 'Aperitivo Rosso'),
    P('spirits', 'aperitif', 'Bitter'),
  ],
  champagne: [
    P('champagne', undefined, 'Rosé Brut'),
    P('champagne', undefined, 'Brut Réserve'),
    P('champagne', undefined, 'Prestige', { premium: true }),
  ],
  premium: [
    P('whiskey-and-bourbon', 'scotch-whisky', '25 Year Old', { premium: true }),
    P('champagne', undefined, 'Prestige Cuvée', { premium: true }),
    P('brandy-and-cognac', undefined, 'XO', { premium: true }),
  ],
  promotion: [
    P('wine', 'red-wine', 'Special Offer'),
    P('vodka', undefined, 'Offer'),
    P('beer', 'lager', 'Offer', { shape: 'can' }),
  ],
  vodka: [
    P('vodka', undefined, 'Wheat Vodka'),
    P('vodka', undefined, 'Vodka', { premium: true }),
    P('vodka', undefined, 'Rye Vodka'),
  ],
  tequila: [P('tequila', undefined, 'Blanco'), P('tequila', undefined, 'Reposado'), P('tequila', undefined, 'Añejo')],
  'whiskey-and-bourbon': [
    P('whiskey-and-bourbon', 'bourbon', 'Bourbon'),
    P('whiskey-and-bourbon', 'scotch-whisky', 'Single Malt', { premium: true }),
    P('whiskey-and-bourbon', 'irish-whiskey', 'Irish'),
  ],
  'scotch-whisky': [
    P('whiskey-and-bourbon', 'scotch-whisky', 'Islay'),
    P('whiskey-and-bourbon', 'scotch-whisky', 'Speyside', { premium: true }),
    P('whiskey-and-bourbon', 'scotch-whisky', 'Highland'),
  ],
  bourbon: [
    P('whiskey-and-bourbon', 'bourbon', 'Small Batch'),
    P('whiskey-and-bourbon', 'bourbon', 'Kentucky Straight'),
    P('whiskey-and-bourbon', 'bourbon', 'Rye'),
  ],
  'irish-whiskey': [
    P('whiskey-and-bourbon', 'irish-whiskey', 'Pot Still'),
    P('whiskey-and-bourbon', 'irish-whiskey', 'Irish Whiskey'),
    P('whiskey-and-bourbon', 'irish-whiskey', 'Blend'),
  ],
  'japanese-whisky': [
    P('whiskey-and-bourbon', 'japanese-whisky', 'Blend'),
    P('whiskey-and-bourbon', 'japanese-whisky', 'Single Malt', { premium: true }),
    P('whiskey-and-bourbon', 'japanese-whisky', 'Mizunara'),
  ],
  rum: [
    P('rum', undefined, 'White Rum'),
    P('rum', undefined, 'Aged Rum', { premium: true }),
    P('rum', undefined, 'Spiced Rum'),
  ],
  'brandy-and-cognac': [
    P('brandy-and-cognac', undefined, 'VSOP', { shape: 'whisky' }),
    P('brandy-and-cognac', undefined, 'XO', { premium: true }),
    P('brandy-and-cognac', undefined, 'Brandy', { shape: 'rum' }),
  ],
};

const CHOICE_PIECES: Record<string, Piece[]> = {
  'staff-picks': [
    P('wine', 'red-wine', 'Staff Pick'),
    P('whiskey-and-bourbon', 'scotch-whisky', 'Staff Pick'),
    P('spirits', 'gin', 'Staff Pick'),
  ],
  'gifts-under-200': [
    P('spirits', 'liqueur', 'Gift'),
    P('champagne', undefined, 'Gift'),
    P('whiskey-and-bourbon', 'bourbon', 'Gift'),
  ],
  'weekend-bbq': [
    P('beer', 'lager', 'BBQ', { shape: 'can' }),
    P('wine', 'rose-wine', 'Rosé'),
    P('beer', 'craft-beer', 'IPA', { shape: 'can' }),
  ],
  'date-night': [
    P('wine', 'red-wine', 'Date Night'),
    P('champagne', undefined, 'Rosé Brut'),
    P('spirits', 'liqueur', 'Amaretto'),
  ],
  'new-arrivals': [
    P('tequila', undefined, 'New'),
    P('spirits', 'gin', 'New'),
    P('beer', 'craft-beer', 'New', { shape: 'can' }),
  ],
  'party-packs': [
    P('vodka', undefined, 'Party'),
    P('beer', 'lager', 'Party', { shape: 'can' }),
    P('rum', undefined, 'Party'),
  ],
};

/** Right-hand art of a category image. */
export function categoryArt(route: string): string {
  if (route === 'cigars')
    return `<g transform="translate(910 540) scale(1.3) translate(-910 -540)">${cigars(910, 540)}</g>`;
  if (route === 'liquor-chocolate') return chocolates(910, 560);
  if (route === 'others') return giftBox(910, 560, '#5b4a6b');
  const pieces = CATEGORY_PIECES[route] ?? CATEGORY_PIECES.wine ?? [];
  const badge =
    route === 'promotion'
      ? '<circle cx="1085" cy="150" r="70" fill="#c0392b"/><text x="1085" y="168" font-family="Arial, sans-serif" font-size="50" font-weight="800" fill="#fff" text-anchor="middle">%</text>'
      : '';
  return trio(pieces, route) + badge;
}

export function choiceArt(route: string): string {
  const pieces = CHOICE_PIECES[route] ?? CHOICE_PIECES['staff-picks'] ?? [];
  const ribbon = route === 'gifts-under-200' ? '<path d="M700 90 h420 v40 h-420 z" fill="#c9a44c" opacity="0.5"/>' : '';
  return ribbon + trio(pieces, route);
}

/** Still life for a blog category. */
export function blogArt(category: string): string {
  switch (category) {
    case 'cocktail-recipes':
      return cocktailGlass(860, 570, '#f29b38', 1.3) + tumbler(1060, 570, '#d9433a', 0.9);
    case 'spirits-101':
      return (
        pieceAt(P('whiskey-and-bourbon', 'scotch-whisky', 'Single Malt'), 0, 840, 575, 1, 'spirits-101') +
        tumbler(1040, 575, '#c27a2c', 1.1)
      );
    case 'events':
      return (
        flute(850, 585, '#e9d47a', 1.2, 12) +
        flute(1030, 585, '#f2a69a', 1.2, -12) +
        [1, 2, 3, 4, 5, 6]
          .map(
            (i) =>
              `<circle cx="${760 + i * 60}" cy="${90 + (i % 3) * 40}" r="${6 + (i % 2) * 4}" fill="${['#c9a44c', '#7a1f2b', '#3d6e9e'][i % 3]}"/>`,
          )
          .join('')
      );
    case 'food-pairing':
      return plate(880, 590, '#8e3b12', 1.3) + wineGlass(1070, 560, '#7a1f2b', 1.05);
    default:
      return (
        pieceAt(P('wine', 'red-wine', 'Grand Vin'), 0, 830, 580, 1, 'wine-guides') +
        wineGlass(1030, 575, '#7a1f2b', 1.2)
      );
  }
}

export function newsArt(): string {
  return shopFront(700, 590, '#7a1f2b');
}
