import type { ProductLine } from './product-line.ts';

const CAN = ['330 ml', '6 x 330 ml', '24 x 330 ml'];
const BEER_SIZES = [CAN, ['330 ml', '24 x 330 ml'], ['500 ml', '4 x 500 ml'], ['330 ml'], ['24 x 330 ml'], ['355 ml', '12 x 355 ml']];
const WINE_SIZES = [['750 ml'], ['750 ml'], ['750 ml', '1.5 L'], ['750 ml', '375 ml'], ['750 ml', '375 ml', '1.5 L']];

const BEER_FINISH = ['crisp and dry', 'clean and refreshing', 'softly bitter', 'short and thirst-quenching', 'lingering hop bitterness'];
const BEER_SERVE = ['ice cold, straight from the fridge', 'at 4-6 °C in a chilled glass', 'with grilled meat and spicy food', 'with shawarma, burgers or fish and chips'];

/** Beer and wine (and sparkling wine) product lines. */
export const BEER_WINE_LINES: ProductLine[] = [
  { category: 'beer', subCategory: 'lager', count: 26, promo: 3, premium: [],
    names: {
      'dunewind-brewing': ['Pilsner', 'Premium Lager', 'Golden Lager', 'Session Lager', 'Desert Lager', 'Unfiltered Pils', 'Amber Lager', 'Bohemian Pilsner', 'Pale Lager', 'Black Lager'],
      'falkenhof-brauerei': ['Helles', 'Märzen', 'Dunkel', 'Festbier', 'Export Lager', 'Keller Pils', 'Maibock', 'Zwickelbier', 'Winter Bock', 'Vienna Lager'],
      'saltmarsh-brewing': ['Harbour Lager', 'Crisp Lager', 'Light Lager', 'Coastal Pilsner', 'Summer Lager', 'Red Lager', 'Lighthouse Lager', 'Dry Lager'],
    },
    abv: [4.2, 5.8, 0.1], sizeSets: BEER_SIZES, price: [8, 14],
    style: 'bright, easy-drinking lager', making: ['Brewed with pale malt and noble hops, then lagered cold for six weeks.', 'Cold-fermented and slowly matured for a clean, round body.', 'Made with soft water, Pilsner malt and a generous late addition of Saaz hops.'],
    nose: ['fresh bread', 'cereal', 'lemon zest', 'grassy hops', 'honey'], palate: ['biscuit malt', 'light citrus', 'gentle bitterness', 'crackers', 'soft carbonation'], finish: BEER_FINISH, serve: BEER_SERVE },
  { category: 'beer', subCategory: 'ale', count: 22, promo: 2, premium: [],
    names: {
      'copperfold-brewery': ['Pale Ale', 'India Pale Ale', 'Amber Ale', 'Double IPA', 'Session IPA', 'West Coast IPA', 'Citra Pale Ale', 'English IPA'],
      'old-kiln-ales': ['Best Bitter', 'Extra Special Bitter', 'Golden Ale', 'Brown Ale', 'Red Ale', 'Harvest Ale', 'Mild Ale', 'Old Ale'],
      'brasserie-vieux-moulin': ['Blonde', 'Tripel', 'Dubbel', 'Saison', 'Abbey Ale', 'Ambrée', 'Quadrupel'],
    },
    abv: [4.0, 8.5, 0.1], sizeSets: BEER_SIZES, price: [10, 18],
    style: 'characterful ale', making: ['Top-fermented with a house yeast and dry-hopped for aroma.', 'Brewed with Maris Otter malt and English hops in open fermenters.', 'Bottle-conditioned for a fine, natural sparkle.'],
    nose: ['pine', 'grapefruit', 'toffee', 'ripe peach', 'caramel'], palate: ['tropical fruit', 'toasted malt', 'resinous hops', 'orange marmalade', 'brown sugar'], finish: BEER_FINISH, serve: BEER_SERVE },
  { category: 'beer', subCategory: 'stout', count: 16, promo: 1, premium: [],
    names: {
      'copperfold-brewery': ['Oatmeal Stout', 'Imperial Stout', 'Coffee Stout', 'Chocolate Porter', 'Baltic Porter'],
      'old-kiln-ales': ['Porter', 'London Porter', 'Milk Stout', 'Smoked Porter', 'Brown Porter', 'Export Stout'],
      'saltmarsh-brewing': ['Dry Stout', 'Foreign Extra Stout', 'Oyster Stout', 'Nitro Stout', 'Vanilla Stout', 'Irish Stout'],
    },
    abv: [4.2, 9.0, 0.1], sizeSets: [['500 ml', '4 x 500 ml'], ['330 ml', '24 x 330 ml'], ['330 ml']], price: [11, 19],
    style: 'dark, velvety stout', making: ['Brewed with roasted barley and chocolate malt for a deep ruby-black colour.', 'Poured on nitrogen for a dense, creamy head.', 'Matured slowly so the roast stays smooth, never harsh.'],
    nose: ['espresso', 'dark chocolate', 'roasted barley', 'liquorice', 'molasses'], palate: ['cocoa', 'coffee', 'creamy oats', 'dried fig', 'burnt toffee'], finish: ['dry and roasty', 'long and chocolatey', 'smooth and creamy'], serve: ['at cellar temperature, 8-10 °C', 'with chocolate desserts or grilled steak', 'in a tulip glass to keep the head'] },
  { category: 'beer', subCategory: 'wheat-beer', count: 16, promo: 2, premium: [],
    names: {
      'falkenhof-brauerei': ['Hefeweizen', 'Dunkelweizen', 'Kristallweizen', 'Weizenbock', 'Hefe Weissbier', 'Leichte Weisse', 'Bernstein Weizen', 'Weisse Alpine', 'Festweisse'],
      'brasserie-vieux-moulin': ['Witbier', 'Blanche', 'Citrus Wit', 'Wheat Ale', 'Honey Blanche', 'Grand Cru Blanche', 'Blanche Rosée', 'Wit Tripel'],
    },
    abv: [4.8, 7.5, 0.1], sizeSets: [['500 ml', '4 x 500 ml'], ['330 ml', '6 x 330 ml', '24 x 330 ml'], ['500 ml']], price: [10, 17],
    style: 'cloudy, refreshing wheat beer', making: ['Brewed with at least half malted wheat and a traditional open-fermentation yeast.', 'Spiced with coriander and Curaçao orange peel, Belgian style.', 'Left unfiltered so the yeast keeps its soft, fruity character.'],
    nose: ['banana', 'clove', 'orange peel', 'coriander', 'bubblegum'], palate: ['soft wheat', 'lemon', 'vanilla', 'light spice', 'fresh bread'], finish: ['soft and fruity', 'zesty and refreshing', 'gently spicy'], serve: ['in a tall weizen glass with a lemon slice', 'with salads, seafood and brunch', 'well chilled on a hot afternoon'] },
  { category: 'beer', subCategory: 'craft-beer', count: 20, promo: 2, premium: [],
    names: {
      'dunewind-brewing': ['Hazy IPA', 'Desert Sun Saison', 'Mango Milkshake IPA', 'Cardamom Coffee Stout', 'Date Palm Brown Ale', 'Neon Pale'],
      'copperfold-brewery': ['Triple Dry-Hopped Pale', 'Black IPA', 'Barrel-Aged Imperial Stout', 'Rye Pale Ale', 'Cold IPA'],
      'brasserie-vieux-moulin': ['Sour Cherry Kriek', 'Yuzu Sour', 'Oak-Aged Tripel', 'Farmhouse Saison', 'Framboise Sour'],
      'saltmarsh-brewing': ['Passionfruit Sour', 'Coconut Porter', 'Sea Salt Gose', 'Double Dry-Hopped IPA', 'Pineapple Sour'],
    },
    abv: [4.5, 9.0, 0.1], sizeSets: [['355 ml', '12 x 355 ml'], ['330 ml', '6 x 330 ml'], ['500 ml'], ['330 ml']], price: [14, 25],
    style: 'small-batch craft beer', making: ['Brewed in small batches and released only a few times a year.', 'Dry-hopped twice with Citra, Mosaic and Galaxy hops.', 'Aged for months in oak barrels before canning.', 'Soured with a house culture for a bright, tart edge.'],
    nose: ['mango', 'passion fruit', 'sour cherry', 'oak', 'citrus peel'], palate: ['juicy tropical fruit', 'tart berries', 'vanilla', 'pine resin', 'sea salt'], finish: ['tart and refreshing', 'juicy and soft', 'bold and warming'], serve: ['cold, in a stemmed glass', 'with spicy Asian dishes and tacos', 'with friends who like something different'] },

  { category: 'wine', subCategory: 'red-wine', count: 50, promo: 5,
    premium: [['chateau-belrive', 'Grand Vin 1<sup>er</sup> Grand Cru Classé'], ['chateau-belrive', 'Grand Vin Réserve du Château'], ['domaine-des-cendres', 'Clos des Cendres Grand Cru'], ['tenuta-colle-alto', 'Brunello di Montalcino Riserva'], ['bodegas-sierra-roja', 'Gran Reserva <em>Selección Especial</em>'], ['ridgeback-estate', 'Old Vine Shiraz 120 Year Vines']],
    names: {
      'chateau-belrive': ['Bordeaux Rouge', 'Cabernet Merlot', 'Second Vin', 'Saint-Émilion', 'Merlot'],
      'domaine-des-cendres': ['Bourgogne Pinot Noir', 'Côte de Nuits Villages', 'Hautes-Côtes Rouge', 'Gamay'],
      'tenuta-colle-alto': ['Chianti Classico', 'Rosso di Montalcino', 'Sangiovese', 'Super Tuscan IGT', 'Vino Nobile'],
      'bodegas-sierra-roja': ['Rioja Crianza', 'Rioja Reserva', 'Tempranillo', 'Garnacha'],
      'ridgeback-estate': ['Barossa Shiraz', 'Cabernet Sauvignon', 'GSM Blend', 'Grenache'],
      'cedar-terrace-estate': ['Rouge du Bekaa', 'Cabernet Syrah', 'Cinsault', 'Réserve Rouge'],
    },
    vintage: { from: 2014, to: 2022, share: 1 }, abv: [12.5, 15.0, 0.5], sizeSets: WINE_SIZES, price: [45, 420], premiumPrice: [900, 4200],
    style: 'red wine', making: ['Aged for 12 to 18 months in French oak barrels.', 'Hand-harvested from low-yielding vines and fermented in small open vats.', 'Bottled unfined to keep every layer of fruit.'],
    nose: ['blackcurrant', 'cherry', 'violet', 'cedar', 'black pepper', 'plum'], palate: ['ripe dark fruit', 'silky tannins', 'mocha', 'tobacco leaf', 'red berries', 'sweet spice'], finish: ['long and savoury', 'smooth and elegant', 'firm and structured'], serve: ['at 16-18 °C after an hour in a decanter', 'with lamb, steak and aged cheese', 'with mezze and grilled kofta'] },
  { category: 'wine', subCategory: 'white-wine', count: 38, promo: 4,
    premium: [['domaine-des-cendres', 'Corton-Charlemagne Grand Cru'], ['chateau-belrive', 'Blanc de Belrive <em>Grand Vin</em>']],
    names: {
      'chateau-belrive': ['Bordeaux Blanc', 'Sauvignon Sémillon', 'Entre-Deux-Mers'],
      'domaine-des-cendres': ['Bourgogne Chardonnay', 'Chablis', 'Mâcon-Villages', 'Aligoté'],
      'maison-lavandiere': ['Blanc de Provence', 'Vermentino'],
      'tenuta-colle-alto': ['Vernaccia', 'Bianco Toscano', 'Pinot Grigio'],
      'ridgeback-estate': ['Eden Valley Riesling', 'Chardonnay', 'Viognier'],
      'kowhai-bay-wines': ['Sauvignon Blanc', 'Pinot Gris', 'Riesling', 'Reserve Sauvignon Blanc'],
      'cedar-terrace-estate': ['Blanc du Bekaa', 'Obeidi'],
    },
    vintage: { from: 2018, to: 2023, share: 1 }, abv: [11.0, 13.5, 0.5], sizeSets: WINE_SIZES, price: [45, 320], premiumPrice: [1100, 2800],
    style: 'white wine', making: ['Fermented cool in stainless steel to keep its freshness.', 'Partly barrel-fermented and aged on its lees for a creamy texture.', 'Picked at dawn to keep the fruit bright and aromatic.'],
    nose: ['lime', 'green apple', 'white peach', 'elderflower', 'toasted almond', 'passion fruit'], palate: ['citrus', 'stone fruit', 'flinty minerality', 'butter', 'gooseberry', 'pear'], finish: ['crisp and mineral', 'fresh and zesty', 'round and creamy'], serve: ['well chilled at 8-10 °C', 'with grilled hammour, prawns and salads', 'with sushi and creamy pasta'] },
  { category: 'wine', subCategory: 'rose-wine', count: 20, promo: 2, premium: [],
    names: {
      'maison-lavandiere': ['Côtes de Provence Rosé', 'Rosé Réserve', 'Cuvée Lavande', 'Rosé Sec', 'Petit Rosé'],
      'bodegas-sierra-roja': ['Rosado', 'Garnacha Rosado'],
      'ridgeback-estate': ['Grenache Rosé', 'Pink Shiraz'],
      'cedar-terrace-estate': ['Rosé du Bekaa', 'Cinsault Rosé'],
    },
    vintage: { from: 2021, to: 2023, share: 1 }, abv: [11.5, 13.0, 0.5], sizeSets: [['750 ml'], ['750 ml', '1.5 L'], ['750 ml', '375 ml']], price: [49, 190],
    style: 'dry rosé', making: ['Made by gentle direct pressing for its pale salmon colour.', 'Fermented cool and bottled young to keep the fruit lively.'],
    nose: ['strawberry', 'watermelon', 'rose petal', 'pink grapefruit'], palate: ['red currant', 'peach', 'citrus', 'herbs of Provence'], finish: ['dry and refreshing', 'crisp and delicate'], serve: ['very cold, at 8 °C', 'by the pool or at brunch', 'with salads, grilled fish and fattoush'] },
  { category: 'wine', subCategory: 'sparkling-wine', count: 22, promo: 2, premium: [],
    names: {
      'colline-doro': ['Prosecco Brut', 'Prosecco Extra Dry', 'Prosecco Superiore', 'Prosecco Rosé', 'Frizzante'],
      'bodegas-sierra-roja': ['Cava Brut', 'Cava Rosado', 'Cava Reserva', 'Brut Nature'],
      'kowhai-bay-wines': ['Méthode Traditionnelle', 'Sparkling Rosé', 'Blanc de Blancs'],
    },
    vintage: { from: 2019, to: 2022, share: 0.3 }, abv: [11.0, 12.5, 0.5], sizeSets: [['750 ml'], ['750 ml', '187 ml'], ['750 ml', '1.5 L']], price: [55, 220],
    style: 'sparkling wine', making: ['Its bubbles come from a second fermentation in tank for freshness.', 'Made by the traditional method and aged on its lees for over a year.'],
    nose: ['green apple', 'pear', 'white flowers', 'brioche'], palate: ['lemon', 'fine bubbles', 'peach', 'apple blossom'], finish: ['clean and lively', 'fresh and creamy'], serve: ['chilled in a flute', 'for brunch, birthdays and aperitivo hour', 'with canapés and fried snacks'] },

  { category: 'champagne', count: 30, promo: 3,
    premium: [['maison-aubertin', 'Cuvée <em>Prestige</em> Brut'], ['maison-aubertin', 'Blanc de Blancs Grand Cru'], ['lemaire-riviere', 'Clos Saint-Vincent'], ['lemaire-riviere', 'Rosé Prestige Cuvée'], ['veuve-solange', 'La Grande Dame du Solange'], ['veuve-solange', 'Cuvée Millésimée Extra Brut'], ['maison-aubertin', 'Vieilles Vignes Brut Nature']],
    names: {
      'maison-aubertin': ['Brut Réserve', 'Rosé Brut', 'Blanc de Noirs', 'Demi-Sec', 'Extra Brut'],
      'lemaire-riviere': ['Brut Tradition', 'Premier Cru Brut', 'Rosé de Saignée', 'Blanc de Blancs'],
      'veuve-solange': ['Brut Carte Blanche', 'Rosé Impérial', 'Demi-Sec Nectar', 'Brut Millésime'],
    },
    vintage: { from: 2008, to: 2016, share: 0.25 }, abv: [12.0, 12.5, 0.5], sizeSets: [['750 ml'], ['750 ml', '1.5 L'], ['750 ml', '375 ml'], ['750 ml', '375 ml', '1.5 L']], price: [180, 650], premiumPrice: [1200, 2500],
    style: 'Champagne', making: ['A blend of Chardonnay, Pinot Noir and Pinot Meunier, aged at least three years in chalk cellars.', 'Made only from grand and premier cru villages of the Montagne de Reims.', 'Disgorged by hand after long ageing on the lees.'],
    nose: ['brioche', 'citrus', 'white flowers', 'toasted hazelnut', 'red berries'], palate: ['fine persistent bubbles', 'baked apple', 'lemon curd', 'almond', 'chalky minerality'], finish: ['long and elegant', 'fresh and toasty', 'creamy and precise'], serve: ['at 8-10 °C in a white-wine glass', 'for weddings, anniversaries and New Year’s Eve', 'with oysters, caviar and fried chicken'] },
];
