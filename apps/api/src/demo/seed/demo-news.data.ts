/** News items of the demo shop: [title, excerpt, second paragraph]. */
export const NEWS: [string, string, string][] = [
  [
    'Cellar Opens Its New Dubai Marina Store',
    'Our second shop is now open on Marina Walk, with a walk-in wine room and a tasting bar.',
    'The store is open daily from 10 am to midnight. Customers must be 21 or over and carry valid ID.',
  ],
  [
    'Free Delivery Now Starts at 100 AED',
    'Every order above 100 AED now ships free anywhere in the city, usually the same day.',
    'Orders below 100 AED carry a flat 15 AED delivery charge. Our drivers check ID on every delivery.',
  ],
  [
    'Same-Day Delivery Extended to Midnight',
    'Order before 10 pm and we deliver the same evening across Dubai.',
    'Late deliveries are available seven days a week, including public holidays.',
  ],
  [
    'New Arrivals From the Barossa Valley',
    'Six new Shiraz and Grenache wines from Ridgeback Estate have landed in our warehouse.',
    'Find them in the red wine section, with an introductory offer for the first month.',
  ],
  [
    'Kazeyama Japanese Whisky Allocation Arrives',
    'A small allocation of Kazeyama single malts is now available, limited to one bottle per customer.',
    'Stock is very limited; bottles are reserved in order of purchase.',
  ],
  [
    'Our Craft Beer Range Doubles',
    'We now stock more than 40 craft beers from small breweries across Europe and beyond.',
    'Look out for monthly limited releases and mixed cases at special prices.',
  ],
  [
    'Buy One Wine, Get the Second up to 50% Off',
    'Our wine offer is back: buy one wine under 250 AED and get the second up to half price.',
    'The discount applies automatically in the cart to the lower-priced bottle.',
  ],
  [
    'Corporate Gifting Service Launches',
    'Businesses can now order branded gift sets with delivery to multiple addresses across the UAE.',
    'Ask our corporate team for a quotation; we issue VAT invoices for every order.',
  ],
  [
    'Cellar Wins Retailer of the Year Award',
    'We are proud to have been named independent drinks retailer of the year by a regional trade panel.',
    'Thank you to every customer who has shopped with us since we opened.',
  ],
  [
    'Card Payment on Delivery Now Available',
    'Our drivers now carry card machines, so you can pay by card or cash when your order arrives.',
    'Contactless and Apple Pay are accepted on all card machines.',
  ],
  [
    'New Sparkling Wines for the Festive Season',
    'Prosecco, Cava and traditional-method sparklers join our range in time for celebrations.',
    'Magnums are available for selected wines while stocks last.',
  ],
  [
    'Tasting Room Opens at Our Al Quoz Warehouse',
    'Book a private tasting for up to 12 guests in our new warehouse tasting room.',
    'Tastings are hosted by our sommelier and can be themed around any region or spirit.',
  ],
  [
    'Introducing Our Premium Collection',
    'Rare whiskies, prestige Champagne and top-growth wines now have a home in our Premium section.',
    'Premium orders are delivered in protective gift packaging at no extra cost.',
  ],
  [
    'Extended Hours During Holidays',
    'Our stores and delivery service run extended hours during the festive season.',
    'Check our contact page for the latest opening times.',
  ],
  [
    'Recycling Programme for Bottles and Cans',
    'Return your empty bottles and cans to our drivers and we will recycle them responsibly.',
    'We partner with a local recycling company to process glass and aluminium.',
  ],
  [
    'Meet Our New Head Sommelier',
    'Sofia Karam joins Cellar as head sommelier after ten years in leading restaurants.',
    'Sofia will lead our tasting programme and curate the Staff Picks each month.',
  ],
  [
    'Weekend BBQ Bundles Are Back',
    'Cold cases of beer and chilled rosé bundled at special prices for the weekend.',
    'Bundles are available every Thursday to Saturday while stocks last.',
  ],
  [
    'Our Mobile App Is Here',
    'Install Cellar on your phone straight from the website for faster ordering.',
    'On iPhone, open the site in Safari and choose Add to Home Screen.',
  ],
  [
    'Tequila Month Celebrates Agave Spirits',
    'All month we are featuring blanco, reposado and añejo tequila with cocktail recipes in store.',
    'Join our free Saturday demonstrations to learn the perfect Margarita.',
  ],
  [
    'Cigars and Liquor Chocolates Coming Soon',
    'We are preparing a selection of hand-rolled cigars and liqueur chocolates for gifting.',
    'Subscribe to our newsletter to hear the moment they arrive.',
  ],
];
