/** The demo shop's taxonomy: category tree (menu order), origins, fictional brands and bottle sizes. */

export interface CategoryDef {
  route: string;
  title: string;
  description: string;
  children?: CategoryDef[];
}

/** Top-level categories in menu order (spec section 2 header strip), with their subcategories. */
export const CATEGORY_TREE: CategoryDef[] = [
  {
    route: 'beer',
    title: 'Beer',
    description:
      'Crisp lagers, hoppy ales, rich stouts and small-batch craft beer, chilled and delivered across Dubai. Buy by the can, the six-pack or the case.',
    children: [
      {
        route: 'lager',
        title: 'Lager',
        description: 'Clean, cold and easy-drinking lagers and pilsners for the beach, the barbecue or the sofa.',
      },
      {
        route: 'ale',
        title: 'Ale',
        description:
          'Pale ales, IPAs and amber ales with real hop character, from classic English bitters to bold modern brews.',
      },
      {
        route: 'stout',
        title: 'Stout',
        description:
          'Dark, roasty stouts and porters with notes of coffee and chocolate, smooth enough for a warm evening.',
      },
      {
        route: 'wheat-beer',
        title: 'Wheat Beer',
        description:
          'Cloudy Bavarian weissbier and Belgian witbier: banana, clove and citrus in a soft, refreshing glass.',
      },
      {
        route: 'craft-beer',
        title: 'Craft Beer',
        description: 'Limited releases and small-brewery favourites: sours, hazy IPAs and barrel-aged specials.',
      },
    ],
  },
  {
    route: 'wine',
    title: 'Wine',
    description:
      'Red, white, rosé and sparkling wine from Bordeaux to the Barossa, chosen by our cellar team. Mix any two wines under 250 AED and save on the second.',
    children: [
      {
        route: 'red-wine',
        title: 'Red Wine',
        description:
          'From juicy everyday reds to structured Grand Vin for the cellar: Cabernet, Merlot, Syrah, Tempranillo and more.',
      },
      {
        route: 'white-wine',
        title: 'White Wine',
        description: 'Fresh Sauvignon Blanc, rich Chardonnay and aromatic whites that love seafood and the Gulf heat.',
      },
      {
        route: 'rose-wine',
        title: 'Rosé Wine',
        description: 'Pale Provence-style rosé and fruit-forward pinks for long lunches and sunset terraces.',
      },
      {
        route: 'sparkling-wine',
        title: 'Sparkling Wine',
        description:
          'Prosecco, Cava and traditional-method sparkling wine for every celebration that is not quite Champagne.',
      },
    ],
  },
  {
    route: 'spirits',
    title: 'Spirit',
    description:
      'Gin, liqueurs and aperitifs for the home bar: everything you need for a proper gin and tonic or a spritz.',
    children: [
      {
        route: 'gin',
        title: 'Gin',
        description: 'London dry, floral and citrus-led gins, made for tonic, martinis and negronis.',
      },
      {
        route: 'liqueur',
        title: 'Liqueur',
        description: 'Coffee, cream, orange and herbal liqueurs to sip over ice or pour into cocktails.',
      },
      {
        route: 'aperitif',
        title: 'Aperitif',
        description: 'Bitter-sweet Italian aperitivi and vermouths for the perfect spritz before dinner.',
      },
    ],
  },
  {
    route: 'champagne',
    title: 'Champagne',
    description:
      'Brut, rosé and prestige cuvées from the houses of the Champagne region, from half bottles to magnums.',
  },
  {
    route: 'premium',
    title: 'Premium',
    description:
      'Rare whiskies, prestige Champagne, top-growth wine and aged Cognac: the finest bottles in our cellar.',
  },
  {
    route: 'promotion',
    title: 'Promotion',
    description: 'This week’s offers and discounts across beer, wine and spirits, while stocks last.',
  },
  {
    route: 'vodka',
    title: 'Vodka',
    description: 'Clean, smooth vodka from Poland, Russia and beyond, for ice-cold shots and cocktails.',
  },
  {
    route: 'tequila',
    title: 'Tequila',
    description: '100% agave blanco, reposado and añejo tequila from the highlands and lowlands of Jalisco.',
  },
  {
    route: 'whiskey-and-bourbon',
    title: 'Whiskey',
    description:
      'Single malt Scotch, Kentucky bourbon, Irish pot still and Japanese whisky, from everyday drams to rare casks.',
    children: [
      {
        route: 'scotch-whisky',
        title: 'Scotch Whisky',
        description: 'Speyside elegance and Islay peat smoke: single malts and blends aged in oak in Scotland.',
      },
      {
        route: 'bourbon',
        title: 'Bourbon',
        description: 'Sweet, vanilla-rich bourbon aged in new charred American oak in Kentucky.',
      },
      {
        route: 'irish-whiskey',
        title: 'Irish Whiskey',
        description: 'Triple-distilled, smooth and fruity Irish whiskey, from single pot still to blends.',
      },
      {
        route: 'japanese-whisky',
        title: 'Japanese Whisky',
        description: 'Precise, delicate Japanese whisky: blends and single malts matured in mizunara and sherry casks.',
      },
    ],
  },
  {
    route: 'rum',
    title: 'Rum',
    description: 'White, golden, dark and spiced rum from Jamaica and the Caribbean, for mojitos or slow sipping.',
  },
  {
    route: 'brandy-and-cognac',
    title: 'Cognac & Brandy',
    description: 'VS, VSOP and XO Cognac and Spanish brandy: warming, elegant and made for after dinner.',
  },
  {
    route: 'others',
    title: 'Others',
    description: 'Cigars, liquor chocolates and the little extras that complete a gift.',
    children: [
      {
        route: 'cigars',
        title: 'Cigars',
        description: 'Hand-rolled cigars to pair with whisky and rum. New arrivals are on their way.',
      },
      {
        route: 'liquor-chocolate',
        title: 'Liquor Chocolate',
        description: 'Chocolates filled with liqueur, brandy and whisky: a sweet gift. New arrivals are on their way.',
      },
    ],
  },
];

/** Home page rows (spec section 2), in order. */
export const HOME_ROW_ROUTES = [
  'beer',
  'whiskey-and-bourbon',
  'wine',
  'vodka',
  'tequila',
  'champagne',
  'rum',
  'brandy-and-cognac',
] as const;

export interface OriginDef {
  key: string;
  country: string;
  region: string;
}

export const ORIGINS: OriginDef[] = [
  { key: 'bordeaux', country: 'France', region: 'Bordeaux' },
  { key: 'burgundy', country: 'France', region: 'Burgundy' },
  { key: 'provence', country: 'France', region: 'Provence' },
  { key: 'champagne', country: 'France', region: 'Champagne' },
  { key: 'cognac', country: 'France', region: 'Cognac' },
  { key: 'speyside', country: 'Scotland', region: 'Speyside' },
  { key: 'islay', country: 'Scotland', region: 'Islay' },
  { key: 'kentucky', country: 'USA', region: 'Kentucky' },
  { key: 'jalisco', country: 'Mexico', region: 'Jalisco' },
  { key: 'cork', country: 'Ireland', region: 'County Cork' },
  { key: 'yamanashi', country: 'Japan', region: 'Yamanashi' },
  { key: 'tuscany', country: 'Italy', region: 'Tuscany' },
  { key: 'veneto', country: 'Italy', region: 'Veneto' },
  { key: 'rioja', country: 'Spain', region: 'Rioja' },
  { key: 'jerez', country: 'Spain', region: 'Jerez' },
  { key: 'barossa', country: 'Australia', region: 'Barossa Valley' },
  { key: 'marlborough', country: 'New Zealand', region: 'Marlborough' },
  { key: 'bekaa', country: 'Lebanon', region: 'Bekaa Valley' },
  { key: 'jamaica', country: 'Jamaica', region: 'Trelawny' },
  { key: 'flanders', country: 'Belgium', region: 'Flanders' },
  { key: 'bavaria', country: 'Germany', region: 'Bavaria' },
  { key: 'bohemia', country: 'Czech Republic', region: 'Bohemia' },
  { key: 'london', country: 'England', region: 'London' },
  { key: 'siberia', country: 'Russia', region: 'Siberia' },
  { key: 'podlasie', country: 'Poland', region: 'Podlasie' },
];

export interface BrandDef {
  route: string;
  name: string;
  /** The word(s) used at the start of product names. */
  short: string;
  origin: string;
  /** Subcategory (or category) routes this brand makes. */
  lines: string[];
}

/** Fictional producers; each fits the categories it makes. */
export const BRANDS: BrandDef[] = [
  {
    route: 'dunewind-brewing',
    name: 'Dunewind Brewing Co.',
    short: 'Dunewind',
    origin: 'bohemia',
    lines: ['lager', 'craft-beer'],
  },
  {
    route: 'copperfold-brewery',
    name: 'Copperfold Brewery',
    short: 'Copperfold',
    origin: 'london',
    lines: ['ale', 'stout', 'craft-beer'],
  },
  { route: 'old-kiln-ales', name: 'Old Kiln Ales', short: 'Old Kiln', origin: 'london', lines: ['ale', 'stout'] },
  {
    route: 'falkenhof-brauerei',
    name: 'Falkenhof Brauerei',
    short: 'Falkenhof',
    origin: 'bavaria',
    lines: ['lager', 'wheat-beer'],
  },
  {
    route: 'brasserie-vieux-moulin',
    name: 'Brasserie du Vieux Moulin',
    short: 'Vieux Moulin',
    origin: 'flanders',
    lines: ['wheat-beer', 'ale', 'craft-beer'],
  },
  {
    route: 'saltmarsh-brewing',
    name: 'Saltmarsh Brewing',
    short: 'Saltmarsh',
    origin: 'cork',
    lines: ['stout', 'lager', 'craft-beer'],
  },
  {
    route: 'chateau-belrive',
    name: 'Château Belrive',
    short: 'Château Belrive',
    origin: 'bordeaux',
    lines: ['red-wine', 'white-wine'],
  },
  {
    route: 'domaine-des-cendres',
    name: 'Domaine des Cendres',
    short: 'Domaine des Cendres',
    origin: 'burgundy',
    lines: ['red-wine', 'white-wine'],
  },
  {
    route: 'maison-lavandiere',
    name: 'Maison Lavandière',
    short: 'Lavandière',
    origin: 'provence',
    lines: ['rose-wine', 'white-wine'],
  },
  {
    route: 'tenuta-colle-alto',
    name: 'Tenuta Colle Alto',
    short: 'Colle Alto',
    origin: 'tuscany',
    lines: ['red-wine', 'white-wine'],
  },
  {
    route: 'bodegas-sierra-roja',
    name: 'Bodegas Sierra Roja',
    short: 'Sierra Roja',
    origin: 'rioja',
    lines: ['red-wine', 'rose-wine', 'sparkling-wine'],
  },
  {
    route: 'ridgeback-estate',
    name: 'Ridgeback Estate',
    short: 'Ridgeback',
    origin: 'barossa',
    lines: ['red-wine', 'white-wine', 'rose-wine'],
  },
  {
    route: 'kowhai-bay-wines',
    name: 'Kowhai Bay Wines',
    short: 'Kowhai Bay',
    origin: 'marlborough',
    lines: ['white-wine', 'sparkling-wine'],
  },
  {
    route: 'cedar-terrace-estate',
    name: 'Cedar Terrace Estate',
    short: 'Cedar Terrace',
    origin: 'bekaa',
    lines: ['red-wine', 'rose-wine', 'white-wine'],
  },
  { route: 'colline-doro', name: 'Colline d’Oro', short: 'Colline d’Oro', origin: 'veneto', lines: ['sparkling-wine'] },
  { route: 'maison-aubertin', name: 'Maison Aubertin', short: 'Aubertin', origin: 'champagne', lines: ['champagne'] },
  {
    route: 'lemaire-riviere',
    name: 'Lemaire-Rivière',
    short: 'Lemaire-Rivière',
    origin: 'champagne',
    lines: ['champagne'],
  },
  { route: 'veuve-solange', name: 'Veuve Solange', short: 'Veuve Solange', origin: 'champagne', lines: ['champagne'] },
  {
    route: 'fernhill-distillers',
    name: 'Fernhill Distillers',
    short: 'Fernhill',
    origin: 'london',
    lines: ['gin', 'liqueur'],
  },
  {
    route: 'fratelli-moretto',
    name: 'Fratelli Moretto',
    short: 'Moretto',
    origin: 'veneto',
    lines: ['aperitif', 'liqueur'],
  },
  { route: 'severnaya-zvezda', name: 'Severnaya Zvezda', short: 'Severnaya', origin: 'siberia', lines: ['vodka'] },
  { route: 'zimna-rzeka', name: 'Zimna Rzeka', short: 'Zimna Rzeka', origin: 'podlasie', lines: ['vodka'] },
  {
    route: 'hacienda-piedra-luna',
    name: 'Hacienda Piedra Luna',
    short: 'Piedra Luna',
    origin: 'jalisco',
    lines: ['tequila'],
  },
  { route: 'tres-colinas', name: 'Tres Colinas', short: 'Tres Colinas', origin: 'jalisco', lines: ['tequila'] },
  {
    route: 'glen-corran',
    name: 'Glen Corran Distillery',
    short: 'Glen Corran',
    origin: 'speyside',
    lines: ['scotch-whisky'],
  },
  {
    route: 'port-ailig',
    name: 'Port Ailig Distillery',
    short: 'Port Ailig',
    origin: 'islay',
    lines: ['scotch-whisky'],
  },
  {
    route: 'cedar-hollow',
    name: 'Cedar Hollow Distilling',
    short: 'Cedar Hollow',
    origin: 'kentucky',
    lines: ['bourbon'],
  },
  { route: 'kilbrennan', name: 'Kilbrennan Distillery', short: 'Kilbrennan', origin: 'cork', lines: ['irish-whiskey'] },
  {
    route: 'kazeyama',
    name: 'Kazeyama Distillery',
    short: 'Kazeyama',
    origin: 'yamanashi',
    lines: ['japanese-whisky'],
  },
  { route: 'cutlass-bay-rum', name: 'Cutlass Bay Rum Co.', short: 'Cutlass Bay', origin: 'jamaica', lines: ['rum'] },
  {
    route: 'maison-valcourt',
    name: 'Maison Valcourt',
    short: 'Valcourt',
    origin: 'cognac',
    lines: ['brandy-and-cognac'],
  },
  {
    route: 'bodegas-alcazar-viejo',
    name: 'Bodegas Alcázar Viejo',
    short: 'Alcázar Viejo',
    origin: 'jerez',
    lines: ['brandy-and-cognac'],
  },
];

export interface SizeDef {
  value: string;
  sizeMl: number;
  /** Units in a pack; 1 for a single bottle or can. */ units: number;
}

/** Every size a price variation may use. */
export const SIZES: SizeDef[] = [
  { value: '187 ml', sizeMl: 187, units: 1 },
  { value: '330 ml', sizeMl: 330, units: 1 },
  { value: '355 ml', sizeMl: 355, units: 1 },
  { value: '375 ml', sizeMl: 375, units: 1 },
  { value: '500 ml', sizeMl: 500, units: 1 },
  { value: '700 ml', sizeMl: 700, units: 1 },
  { value: '750 ml', sizeMl: 750, units: 1 },
  { value: '1 L', sizeMl: 1000, units: 1 },
  { value: '1.5 L', sizeMl: 1500, units: 1 },
  { value: '1.75 L', sizeMl: 1750, units: 1 },
  { value: '3 L', sizeMl: 3000, units: 1 },
  { value: '4 x 500 ml', sizeMl: 2000, units: 4 },
  { value: '6 x 330 ml', sizeMl: 1980, units: 6 },
  { value: '12 x 355 ml', sizeMl: 4260, units: 12 },
  { value: '24 x 330 ml', sizeMl: 7920, units: 24 },
];

export const SIZE_VARIATION_NAME = 'Size';
