/** FAQ entries of the demo shop: [question, answer]. */
type Qa = [string, string];

/** General shop questions (the FAQ page). */
export const PAGE_FAQS: Qa[] = [
  [
    'Where do you deliver?',
    'We deliver across the city and to most areas of the UAE where the sale of alcohol to licensed adults is permitted.',
  ],
  [
    'How much does delivery cost?',
    'Delivery is free on orders above 100 AED. Orders of 100 AED or less carry a flat delivery charge of 15 AED.',
  ],
  [
    'How fast is delivery?',
    'Orders placed before 10 pm are usually delivered the same day. You will receive an SMS when your driver is on the way.',
  ],
  [
    'Can I choose a delivery time?',
    'Yes. At checkout you can pick a two-hour delivery window for today or the next six days.',
  ],
  [
    'How old do I need to be to order?',
    'You must be 21 or over to create an account, place an order and receive a delivery.',
  ],
  [
    'Will the driver check my ID?',
    'Yes. Our drivers check a valid Emirates ID or passport on every delivery. If the recipient is under 21 or has no ID, the order cannot be handed over.',
  ],
  [
    'Can someone else receive my order?',
    'Another adult aged 21 or over can receive it, provided they show valid ID to the driver.',
  ],
  [
    'How can I pay?',
    'You can pay by cash or card on delivery. Our drivers carry card machines that accept contactless payments and Apple Pay.',
  ],
  ['Do you accept online payment?', 'Online card payment is coming soon. For now, every order is paid on delivery.'],
  ['Are your prices inclusive of VAT?', 'Yes. All prices on the website are in AED and include 5% VAT.'],
  [
    'Do I need a liquor licence?',
    'Residents are responsible for complying with local regulations, including holding any licence their emirate requires.',
  ],
  [
    'Can I return a product?',
    'Unopened products in their original condition can be returned within 7 days with the receipt. Opened bottles can only be returned if faulty.',
  ],
  [
    'What if my bottle arrives damaged?',
    'Please tell the driver or contact us within 24 hours with a photo. We will replace the product or refund you in full.',
  ],
  [
    'What if a wine is corked?',
    'Bring the bottle back with at least two-thirds of the wine remaining and we will replace it.',
  ],
  [
    'How do refunds work?',
    'Approved refunds are paid in cash on collection or back to your card within 7 working days.',
  ],
  [
    'Can I cancel my order?',
    'You can cancel free of charge until the order is packed. Call us or use the order page in your account.',
  ],
  [
    'Do I need an account to order?',
    'Yes. You need an account so we can verify your age and keep your delivery details safe.',
  ],
  [
    'How do I log in?',
    'Enter your mobile number and we will send you a 6-digit code by SMS. You can also sign in with Google.',
  ],
  [
    'I did not receive my code. What can I do?',
    'Wait 30 seconds and tap Resend. Check that your number includes the correct country code.',
  ],
  [
    'Can I save more than one address?',
    'Yes. Add as many delivery addresses as you like in your account and choose a default.',
  ],
  ['Do you offer gift wrapping?', 'Yes. Add a gift note at checkout and we will wrap the bottles free of charge.'],
  ['Can I send a gift to someone else?', 'Yes, as long as the recipient is 21 or over and can show ID on delivery.'],
  [
    'What is the wine offer?',
    'Buy one wine under 250 AED and get the second up to 50% off. The discount is applied automatically in the cart.',
  ],
  [
    'How do coupons work?',
    'Enter your coupon code at checkout. One coupon can be used per order and cannot be combined with other promotions unless stated.',
  ],
  [
    'Do you have a loyalty programme?',
    'Our Platinum Club gives members early access to rare releases and invitations to private tastings.',
  ],
  [
    'Do you give birthday gifts?',
    'Yes. Add your date of birth and anniversary to your profile and we will send you a free gift on those days.',
  ],
  [
    'Why is a product out of stock?',
    'Some bottles are made in small quantities. Add it to your wishlist and check back; we restock most lines weekly.',
  ],
  ['Can I reserve a rare bottle?', 'For premium bottles, call our store and we can hold an item for 48 hours.'],
  [
    'Are your products genuine?',
    'Every product is imported through licensed distributors and stored in our temperature-controlled warehouse.',
  ],
  [
    'How do you store wine?',
    'Our Al Quoz warehouse is kept at a steady 16 °C, so wine reaches you in perfect condition.',
  ],
  ['Can I visit your store?', 'Yes. Our store at Dubai Marina Walk is open daily from 10 am to midnight.'],
  [
    'Do you deliver during Ramadan?',
    'Delivery hours may change during Ramadan and public holidays. We post updated times on our contact page.',
  ],
  [
    'How do I contact customer service?',
    'Call us, message us on WhatsApp using the chat button, or use the contact form. We reply within a few hours.',
  ],
  [
    'Can I subscribe to your newsletter?',
    'Yes. Enter your email at the bottom of any page to hear about new arrivals and offers.',
  ],
  [
    'Is my personal data safe?',
    'We only use your details to process orders and verify your age. Read our privacy policy for details.',
  ],
];

/** The about page. */
export const ABOUT_FAQS: Qa[] = [
  [
    'Who are we?',
    'Cellar is an independent wine and spirits shop in Dubai, run by a small team of buyers and sommeliers.',
  ],
  [
    'When did Cellar open?',
    'We opened our first warehouse shop in Al Quoz and have since added a store at Dubai Marina Walk.',
  ],
  [
    'How do you choose your products?',
    'Our buyers taste everything before it goes on the shelf and work directly with producers wherever possible.',
  ],
  ['Where is your warehouse?', 'Our temperature-controlled warehouse is in Al Quoz Industrial Area 3, Dubai.'],
  [
    'Do you host events?',
    'Yes: monthly wine tastings, whisky masterclasses and our craft beer weekend. See the Events section of our blog.',
  ],
  ['Are you hiring?', 'We are always happy to hear from passionate people. Send your CV to our email address.'],
];

/** The corporate page. */
export const CORPORATE_FAQS: Qa[] = [
  [
    'What is a corporate account?',
    'A corporate account lets companies request quotations, order in bulk and receive VAT invoices in the company’s name.',
  ],
  [
    'How do I open a corporate account?',
    'Register with the corporate form: company name, designation and a landline. Our team verifies new accounts within one working day.',
  ],
  [
    'Can I get a bulk quotation?',
    'Yes. Send a product quotation request with quantities and delivery dates and we will reply with a tailored price.',
  ],
  [
    'Do you issue tax invoices?',
    'Every corporate order comes with a VAT invoice showing your company details and tax registration number.',
  ],
  [
    'Do you offer credit terms?',
    'Approved corporate customers can apply for 30-day payment terms after their first three orders.',
  ],
  [
    'Can you deliver gifts to many addresses?',
    'Yes. Send us a list of recipients and we will deliver gift boxes across the UAE, with ID checks on delivery.',
  ],
];

/** Three questions per product-bearing category, by category route. */
export const CATEGORY_FAQS: Record<string, Qa[]> = {
  beer: [
    ['Is the beer delivered cold?', 'Our vans carry cool boxes, so single cans and six-packs usually arrive chilled.'],
    ['Is a case cheaper than single cans?', 'Yes. Cases of 12 or 24 cost noticeably less per can than buying singles.'],
    [
      'How long does beer keep?',
      'Most beers are best within six months of the date on the can; keep them cool and out of the sun.',
    ],
  ],
  wine: [
    [
      'Does the wine offer include all wines?',
      'It applies to wines under 250 AED: buy one and get the second up to 50% off.',
    ],
    [
      'At what temperature should I serve wine?',
      'Reds at 16-18 °C, whites and rosés at 8-10 °C. In the UAE, give reds 15 minutes in the fridge.',
    ],
    [
      'Can you recommend a wine?',
      'Message our sommelier on WhatsApp with your menu and budget and we will suggest a bottle.',
    ],
  ],
  spirits: [
    [
      'What is the difference between gin and vodka?',
      'Both are clear spirits, but gin must be flavoured mainly with juniper and other botanicals.',
    ],
    [
      'How long does an opened liqueur last?',
      'Most liqueurs keep for a year once opened; cream liqueurs are best within six months and kept in the fridge.',
    ],
    [
      'Do you sell tonic and mixers?',
      'Selected mixers are available in store; online we focus on spirits, wine and beer.',
    ],
  ],
  champagne: [
    [
      'What is the difference between Champagne and sparkling wine?',
      'Only wine from the Champagne region of France, made by the traditional method, may be called Champagne.',
    ],
    [
      'How should I chill Champagne?',
      'Put it in an ice bucket with water and ice for 20 minutes, or in the fridge for three hours.',
    ],
    [
      'Do you have magnums?',
      'Yes, selected Champagnes are available in 1.5 L magnums; look for the size option on the product page.',
    ],
  ],
  vodka: [
    [
      'Should vodka be kept in the freezer?',
      'It is not necessary, but ice-cold vodka is smoother and more viscous for shots.',
    ],
    [
      'Which vodka is best for cocktails?',
      'A clean wheat vodka is versatile; a rye vodka adds spice to a Bloody Mary.',
    ],
    ['Do you sell large bottles?', 'Many vodkas are available in 1 L and 1.75 L bottles for parties.'],
  ],
  tequila: [
    [
      'What is 100% agave tequila?',
      'It is made only from blue agave sugars, without other sugars added, for a purer flavour.',
    ],
    [
      'Which tequila is best for Margaritas?',
      'A blanco tequila gives the freshest Margarita; a reposado adds roundness.',
    ],
    ['Do you sell mezcal?', 'Yes, you will find a few mezcals in our tequila section.'],
  ],
  'whiskey-and-bourbon': [
    [
      'Whisky or whiskey?',
      'Scotland and Japan usually write whisky; Ireland and the USA usually write whiskey. Both are on this page.',
    ],
    [
      'What does cask strength mean?',
      'The whisky is bottled without being diluted, often at 52-60% ABV. Add a few drops of water to taste.',
    ],
    ['Are age statements the minimum age?', 'Yes. A 12 Year Old contains no whisky younger than 12 years.'],
  ],
  rum: [
    ['Which rum is best for mojitos?', 'A light white rum keeps a mojito fresh and crisp.'],
    ['What is spiced rum?', 'Rum flavoured with spices such as vanilla, cinnamon and clove, great with ginger beer.'],
    ['Can aged rum be sipped?', 'Absolutely. Our 12 and 21 year old rums are made for sipping neat or over ice.'],
  ],
  'brandy-and-cognac': [
    ['Is all Cognac brandy?', 'Yes. Cognac is a brandy made in the Cognac region of France under strict rules.'],
    ['What do VS, VSOP and XO mean?', 'They show minimum ageing: VS 2 years, VSOP 4 years and XO 10 years in oak.'],
    [
      'How should I serve Cognac?',
      'Neat in a tulip glass at room temperature, or with a large ice cube on a warm evening.',
    ],
  ],
};
