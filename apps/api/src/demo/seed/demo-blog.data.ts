/** Blog categories and posts of the demo shop. Content is assembled into HTML by content-builder.ts. */

export const BLOG_CATEGORIES = [
  { route: 'wine-guides', title: 'Wine Guides' },
  { route: 'cocktail-recipes', title: 'Cocktail Recipes' },
  { route: 'spirits-101', title: 'Spirits 101' },
  { route: 'events', title: 'Events' },
  { route: 'food-pairing', title: 'Food Pairing' },
];

export const AUTHORS = ['Layla Haddad', 'James Whitfield', 'Priya Menon', 'Marco Bellini', 'Sofia Karam'];

export interface PostDef {
  cat: string;
  title: string;
  excerpt: string;
  /** [heading, paragraph] pairs. */
  sections: [string, string][];
  /** A short list shown under the first section. */
  list: string[];
}

export const POSTS: PostDef[] = [
  {
    cat: 'wine-guides',
    title: 'How to Store Wine in a Dubai Apartment',
    excerpt: 'Heat is the enemy of wine. Here is how to keep your bottles happy when it is 45 °C outside.',
    sections: [
      [
        'Keep it cool and steady',
        'Aim for 12-16 °C and, above all, avoid swings in temperature. A small wine fridge is the best investment any collector in the UAE can make.',
      ],
      [
        'Lie corked bottles down',
        'Storing bottles on their side keeps the cork moist and airtight. Screw caps can stand upright.',
      ],
    ],
    list: [
      'Never keep wine on top of the kitchen fridge',
      'Keep bottles away from windows and sunlight',
      'Drink whites and rosés within two years',
    ],
  },
  {
    cat: 'wine-guides',
    title: 'Bordeaux Explained: Left Bank vs Right Bank',
    excerpt:
      'Cabernet or Merlot? Gravel or clay? A short guide to the two sides of the world’s most famous wine region.',
    sections: [
      [
        'The Left Bank',
        'West of the Gironde, gravel soils suit Cabernet Sauvignon: structured, cedary wines that age for decades.',
      ],
      [
        'The Right Bank',
        'Around Saint-Émilion and Pomerol, clay and limestone favour Merlot, giving plusher, rounder reds that are lovely younger.',
      ],
    ],
    list: [
      'Left Bank: Médoc, Pauillac, Margaux',
      'Right Bank: Saint-Émilion, Pomerol',
      'Entre-Deux-Mers: fresh whites between the rivers',
    ],
  },
  {
    cat: 'wine-guides',
    title: 'A Beginner’s Guide to Rosé',
    excerpt: 'Pale, dry and made for our climate: everything you need to know before your next pool day.',
    sections: [
      [
        'How rosé gets its colour',
        'Red grapes are pressed and the juice spends only a few hours with the skins, just long enough to pick up a blush of colour.',
      ],
      [
        'Pale is not always better',
        'Deeper rosés from Spain or Lebanon bring more fruit and pair brilliantly with grilled food.',
      ],
    ],
    list: ['Serve at 8 °C', 'Drink the youngest vintage you can find', 'Try it with fattoush and grilled halloumi'],
  },
  {
    cat: 'wine-guides',
    title: 'Old World vs New World Wine',
    excerpt: 'Why a Barossa Shiraz tastes so different from a Rhône Syrah made from the same grape.',
    sections: [
      [
        'Climate shapes style',
        'Warm, sunny regions give riper fruit and higher alcohol; cooler European regions give more acidity and savoury notes.',
      ],
      [
        'Labels tell you different things',
        'European labels usually name the place, while New World labels name the grape.',
      ],
    ],
    list: [
      'Old World: France, Italy, Spain, Lebanon',
      'New World: Australia, New Zealand, the Americas',
      'Same grape, different personality',
    ],
  },
  {
    cat: 'wine-guides',
    title: 'Understanding Champagne Labels',
    excerpt: 'Brut, Extra Brut, Blanc de Blancs, Millésime: decoding the small print on a bottle of Champagne.',
    sections: [
      [
        'Sweetness levels',
        'Brut Nature has no added sugar, Brut is dry, and Demi-Sec is noticeably sweet and lovely with dessert.',
      ],
      [
        'Vintage and non-vintage',
        'Most Champagne blends several years for a consistent house style; a vintage is made only in the best years.',
      ],
    ],
    list: [
      'Blanc de Blancs: only Chardonnay',
      'Blanc de Noirs: only black grapes',
      'Grand Cru: from the top-rated villages',
    ],
  },
  {
    cat: 'wine-guides',
    title: 'Five Wines Under 100 AED We Love',
    excerpt: 'Great wine does not need to be expensive. Our buyers share their favourite everyday bottles.',
    sections: [
      [
        'Value hides in lesser-known regions',
        'Look beyond the famous names to the Languedoc, the Bekaa Valley and inland Spain for real character at fair prices.',
      ],
      ['Buy two and save', 'Remember our wine offer: buy one wine under 250 AED and get the second up to 50% off.'],
    ],
    list: [
      'A juicy Garnacha for weeknights',
      'A crisp Sauvignon Blanc for seafood',
      'A Provence-style rosé for the weekend',
    ],
  },
  {
    cat: 'cocktail-recipes',
    title: 'The Perfect Gin and Tonic',
    excerpt:
      'Three ingredients, endless variations. Here is how bartenders build a G&T that stays crisp to the last sip.',
    sections: [
      [
        'Ice is an ingredient',
        'Fill a large glass to the top with fresh, hard ice. More ice means slower dilution, not a weaker drink.',
      ],
      [
        'Match the garnish to the gin',
        'A citrus-led gin loves grapefruit; a floral gin suits cucumber; a spiced gin wants orange peel.',
      ],
    ],
    list: ['50 ml gin', '150 ml chilled tonic water', 'A twist of lemon or grapefruit'],
  },
  {
    cat: 'cocktail-recipes',
    title: 'How to Make a Classic Margarita',
    excerpt: 'Tequila, lime and orange liqueur, shaken hard. The most refreshing cocktail for a Gulf evening.',
    sections: [
      ['Use fresh lime', 'Bottled juice will never taste as bright. Squeeze limes just before you shake.'],
      ['Salt the rim, or not', 'A half-salted rim lets every guest choose their own sip.'],
    ],
    list: ['50 ml blanco tequila', '25 ml triple sec', '25 ml fresh lime juice'],
  },
  {
    cat: 'cocktail-recipes',
    title: 'The Espresso Martini at Home',
    excerpt: 'Rich, silky and topped with a perfect foam: the after-dinner cocktail everyone asks for.',
    sections: [
      [
        'Fresh coffee matters',
        'Pull a fresh shot of espresso and let it cool for a minute so it does not melt all the ice.',
      ],
      ['Shake hard for the foam', 'Fifteen seconds of hard shaking gives the velvety crema that sits on top.'],
    ],
    list: ['40 ml vodka', '20 ml coffee liqueur', '30 ml fresh espresso'],
  },
  {
    cat: 'cocktail-recipes',
    title: 'The Negroni: Equal Parts, Endless Charm',
    excerpt: 'Gin, bitter aperitivo and sweet vermouth. A century-old recipe that is still perfect.',
    sections: [
      ['Stir, never shake', 'Stir over ice for thirty seconds to chill and dilute without clouding the drink.'],
      [
        'Try the variations',
        'Swap gin for bourbon and you have a Boulevardier; use Prosecco and you have a Sbagliato.',
      ],
    ],
    list: ['30 ml gin', '30 ml bitter aperitivo', '30 ml sweet vermouth'],
  },
  {
    cat: 'cocktail-recipes',
    title: 'A Proper Mojito',
    excerpt: 'Mint, lime and white rum: how to muddle gently and build a mojito that tastes of summer.',
    sections: [
      ['Bruise, do not shred', 'Press the mint gently to release its oils; tearing it releases bitterness.'],
      ['Top with soda last', 'Build over crushed ice and finish with a splash of soda water.'],
    ],
    list: ['50 ml white rum', '25 ml lime juice', '10 mint leaves and 2 tsp sugar'],
  },
  {
    cat: 'cocktail-recipes',
    title: 'The Old Fashioned, Step by Step',
    excerpt: 'The original cocktail: whiskey, sugar, bitters and a twist of orange.',
    sections: [
      ['Choose your whiskey', 'Bourbon gives a sweeter, rounder drink; rye gives more spice.'],
      ['Use one big cube', 'A single large ice cube melts slowly and keeps the drink strong and cold.'],
    ],
    list: ['60 ml bourbon', '1 sugar cube or 5 ml syrup', '2 dashes aromatic bitters'],
  },
  {
    cat: 'cocktail-recipes',
    title: 'Three Easy Spritz Recipes',
    excerpt: 'Light, bubbly and low in alcohol: the spritz is made for long afternoons.',
    sections: [
      ['The 3-2-1 rule', 'Three parts Prosecco, two parts aperitivo, one part soda, over plenty of ice.'],
      ['Beyond the classic', 'Try an elderflower spritz or a white vermouth spritz with a slice of grapefruit.'],
    ],
    list: ['Classic aperitivo spritz', 'Elderflower and mint spritz', 'Bianco spritz with grapefruit'],
  },
  {
    cat: 'spirits-101',
    title: 'Scotch Whisky Regions Explained',
    excerpt: 'From gentle Lowland malts to smoky Islay drams, how geography shapes Scotland’s whisky.',
    sections: [
      [
        'Speyside',
        'Home to half of Scotland’s distilleries, Speyside is known for elegant, fruity and often sherried malts.',
      ],
      ['Islay', 'On this windswept island, peat-dried barley gives whiskies with smoke, iodine and sea spray.'],
    ],
    list: ['Speyside: fruity and elegant', 'Islay: smoky and maritime', 'Highlands: broad, from floral to rich'],
  },
  {
    cat: 'spirits-101',
    title: 'What Makes Bourbon Bourbon?',
    excerpt: 'At least 51% corn, new charred oak and made in the USA. The rules behind America’s native spirit.',
    sections: [
      [
        'The legal rules',
        'Bourbon must be made in the USA from at least 51% corn and aged in new, charred oak containers.',
      ],
      [
        'Straight and bottled in bond',
        'Straight bourbon is aged at least two years; bottled in bond means one distillery, one season, four years and 50% ABV.',
      ],
    ],
    list: ['At least 51% corn', 'New charred oak barrels', 'No added colour or flavour'],
  },
  {
    cat: 'spirits-101',
    title: 'Tequila vs Mezcal',
    excerpt: 'Both come from agave, but they are not the same. Here is what sets them apart.',
    sections: [
      ['Tequila', 'Tequila is made from blue agave, mostly in Jalisco, with the agave usually steamed in ovens.'],
      [
        'Mezcal',
        'Mezcal may use many types of agave, roasted in earth pits over wood, which gives its smoky character.',
      ],
    ],
    list: ['Blanco: unaged and bright', 'Reposado: rested 2-12 months', 'Añejo: aged at least one year'],
  },
  {
    cat: 'spirits-101',
    title: 'Cognac Grades: VS, VSOP and XO',
    excerpt: 'What those letters on the label mean and how much age they promise.',
    sections: [
      ['The age statements', 'VS is aged at least two years, VSOP at least four and XO at least ten years in oak.'],
      ['The crus', 'Grande Champagne and Petite Champagne are the most prized areas of the Cognac region.'],
    ],
    list: ['VS: mix it', 'VSOP: sip or mix', 'XO: sip slowly after dinner'],
  },
  {
    cat: 'spirits-101',
    title: 'A Short Guide to Japanese Whisky',
    excerpt: 'Precise, elegant and hard to find: why Japanese whisky became the world’s favourite discovery.',
    sections: [
      [
        'A Scottish heritage',
        'Japan’s first distillers learned in Scotland, then adapted the craft to their own climate and taste.',
      ],
      ['Mizunara oak', 'Rare Japanese oak casks give notes of sandalwood and incense found nowhere else.'],
    ],
    list: ['Try it in a highball', 'Add a drop of water to open it', 'Look for mizunara cask finishes'],
  },
  {
    cat: 'spirits-101',
    title: 'How Vodka Is Made',
    excerpt: 'Grain, potato or grape: what goes into vodka and why filtration matters.',
    sections: [
      ['Base ingredients', 'Wheat gives a soft, sweet vodka; rye a spicier one; potato a creamy, full texture.'],
      [
        'Distillation and filtration',
        'Repeated distillation and charcoal filtration strip out impurities for a clean finish.',
      ],
    ],
    list: ['Keep it in the freezer', 'Serve in small chilled glasses', 'Pair with pickles and smoked fish'],
  },
  {
    cat: 'spirits-101',
    title: 'Rum Styles From White to Dark',
    excerpt: 'Rum is the world’s most varied spirit. A guide to the styles on our shelves.',
    sections: [
      [
        'Light and golden',
        'White rums are clean and perfect for mojitos; golden rums pick up colour and vanilla from short ageing.',
      ],
      [
        'Dark and aged',
        'Jamaican pot-still rums are rich with banana and spice; long-aged rums can rival fine whisky.',
      ],
    ],
    list: ['White rum for cocktails', 'Spiced rum with ginger beer', 'Aged rum neat over ice'],
  },
  {
    cat: 'events',
    title: 'Join Our Monthly Wine Tasting at Dubai Marina',
    excerpt: 'Every first Thursday, our sommelier opens six bottles at our Marina Walk store. Booking is free.',
    sections: [
      ['How it works', 'Tastings run from 7 to 9 pm and cover one theme each month, from Burgundy to the Barossa.'],
      [
        'Book your place',
        'Places are limited to 20 guests. Reserve by phone or WhatsApp; guests must be 21 or over with ID.',
      ],
    ],
    list: ['Six wines, one theme', 'Cheese and bread included', 'Exclusive tasting-night prices'],
  },
  {
    cat: 'events',
    title: 'Whisky Masterclass With a Speyside Distiller',
    excerpt: 'A guided evening through five single malts, led by a visiting master distiller.',
    sections: [
      [
        'What you will taste',
        'Five whiskies from 10 to 25 years old, including a cask-strength bottling available only on the night.',
      ],
      [
        'Details',
        'The masterclass takes place at our Al Quoz warehouse tasting room. Tickets include transport from Dubai Marina.',
      ],
    ],
    list: ['Five single malts', 'Canapés from a local chef', 'A take-home tasting glass'],
  },
  {
    cat: 'events',
    title: 'Our Festive Season Gift Fair',
    excerpt: 'Gift boxes, engraving and personal shopping: everything for the festive season under one roof.',
    sections: [
      ['Free engraving', 'Buy any spirit over 300 AED and our team will engrave the bottle while you wait.'],
      ['Corporate gifting', 'Our corporate team can prepare and deliver hundreds of gifts across the UAE.'],
    ],
    list: ['Free gift wrapping', 'Personal shopping appointments', 'Corporate gift quotations'],
  },
  {
    cat: 'events',
    title: 'Craft Beer Weekend Returns',
    excerpt: 'Twenty small breweries, live music and food trucks at our warehouse for one weekend only.',
    sections: [
      [
        'The line-up',
        'Expect hazy IPAs, sours, stouts and a few barrel-aged rarities poured by the brewers themselves.',
      ],
      ['Good to know', 'Entry is free for guests aged 21 and over. Please bring your Emirates ID or passport.'],
    ],
    list: ['20 breweries', 'Food trucks and live music', 'Special case prices all weekend'],
  },
  {
    cat: 'events',
    title: 'Champagne Brunch Pairing Evening',
    excerpt: 'A relaxed evening matching grower Champagnes with brunch favourites from our partner restaurant.',
    sections: [
      [
        'The menu',
        'Five courses from eggs Benedict to chocolate fondant, each matched with a different Champagne style.',
      ],
      ['Reservations', 'Seats are limited. Book online or in store; smart casual dress.'],
    ],
    list: ['Five courses', 'Five Champagnes', 'Exclusive prices on the night'],
  },
  {
    cat: 'food-pairing',
    title: 'What Wine to Serve With Arabic Mezze',
    excerpt: 'Hummus, tabbouleh and grilled halloumi call for fresh, bright wines. Our favourite matches.',
    sections: [
      ['Whites and rosés first', 'Zesty whites and dry rosés cut through olive oil and lift fresh herbs and lemon.'],
      [
        'Lighter reds for grills',
        'Cinsault or a light Lebanese red stands up to kofta without overpowering the table.',
      ],
    ],
    list: ['Rosé with fattoush', 'Sauvignon Blanc with tabbouleh', 'Light red with lamb kofta'],
  },
  {
    cat: 'food-pairing',
    title: 'Beer and Curry: A Perfect Match',
    excerpt: 'From butter chicken to vindaloo, which beers tame the spice and which make it sing.',
    sections: [
      ['Cool the heat with lager', 'A cold, crisp lager refreshes the palate between spicy bites.'],
      ['Match richness with ale', 'Creamy curries love the caramel notes of an amber ale or the citrus of an IPA.'],
    ],
    list: ['Lager with vindaloo', 'IPA with chicken tikka', 'Wheat beer with biryani'],
  },
  {
    cat: 'food-pairing',
    title: 'Pairing Whisky With Chocolate',
    excerpt: 'A tasting you can do at home: four whiskies, four chocolates, and why they work.',
    sections: [
      ['Sweet with sweet', 'Sherried malts meet milk chocolate in a rich, raisin-and-caramel harmony.'],
      ['Smoke and dark chocolate', 'A peated Islay whisky with 70% dark chocolate is a surprising, bold pairing.'],
    ],
    list: ['Bourbon with salted caramel', 'Speyside with milk chocolate', 'Islay with dark chocolate'],
  },
  {
    cat: 'food-pairing',
    title: 'Champagne and Fried Food',
    excerpt: 'Why the world’s most celebrated wine is best friends with fried chicken.',
    sections: [
      [
        'Acidity and bubbles',
        'Champagne’s high acidity and fine bubbles cleanse the palate after every crispy, salty bite.',
      ],
      ['Try it at home', 'Pick a Brut non-vintage and serve it with fried chicken, tempura or fish and chips.'],
    ],
    list: ['Brut with fried chicken', 'Rosé Champagne with tempura', 'Blanc de Blancs with oysters'],
  },
  {
    cat: 'food-pairing',
    title: 'The Best Wines for a Steak Night',
    excerpt: 'Ribeye, fillet or wagyu: how to pick a red that matches the cut.',
    sections: [
      ['Fatty cuts need structure', 'A ribeye loves the tannin of Cabernet Sauvignon or a young Bordeaux.'],
      ['Lean cuts need elegance', 'Fillet pairs beautifully with Pinot Noir or a mature Rioja Reserva.'],
    ],
    list: ['Cabernet with ribeye', 'Pinot Noir with fillet', 'Malbec with grilled skirt'],
  },
];
