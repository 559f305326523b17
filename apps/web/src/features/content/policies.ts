import { FREE_SHIPPING_LIMIT_FILS, MINIMUM_AGE_YEARS, SHIPPING_CHARGE_FILS, aedText } from '@shop/shared/rules';

/**
 * The information pages' text. The shop's rules come from @shop/shared (minimum age, shipping charge,
 * free-delivery limit), and contact details are never written here: `{email}`, `{phone}`,
 * `{store_address}` and `{address}` (the warehouse) stand for the values of GET /contact-details, so
 * the pages always match the footer and the contact page.
 */
export const POLICY_CONTACT_TOKEN = /\{(email|phone|store_address|address)\}/;
export type PolicyContactField = 'email' | 'phone' | 'store_address' | 'address';

const AGE = MINIMUM_AGE_YEARS;
const SHIPPING = aedText(SHIPPING_CHARGE_FILS);
const FREE_ABOVE = aedText(FREE_SHIPPING_LIMIT_FILS);

export interface PolicyPage {
  title: string;
  description: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

const UPDATED = 'Last updated: 1 January 2025.';

export const POLICY_PAGES = {
  privacy: {
    title: 'Privacy Policy',
    description: 'How Cellar collects, uses and protects your personal data when you shop with us in Dubai.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          UPDATED,
          'Cellar is a licensed retailer of beer, wine and spirits with a warehouse and a store in Dubai. This policy explains what personal data we collect through our website and app, why we collect it and the choices you have.',
        ],
      },
      {
        heading: 'What we collect',
        paragraphs: [
          'Account details you give us: your name, e-mail address, mobile number, nationality, date of birth and, if you choose, your anniversary date. Delivery details: addresses, landmarks and location notes. Order history and the items in your cart and wishlist. Technical data such as device type and pages visited, used to keep the shop secure and fast.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          `To verify that you are ${AGE} or older as UAE law requires; to deliver your orders and contact you about them; to keep your account secure with one-time codes; to send offers and birthday or anniversary gifts if you have asked for them; and to meet our legal and licensing obligations.`,
        ],
      },
      {
        heading: 'Sharing',
        paragraphs: [
          'We never sell your data. We share only what is needed with our delivery staff, payment terminal providers and the SMS and e-mail services that send your codes, and with authorities where the law requires it.',
        ],
      },
      {
        heading: 'Keeping and protecting your data',
        paragraphs: [
          'Data is stored on secured servers and kept only as long as needed for your account, your orders and our legal record-keeping. Passwords are never stored in readable form.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can update your profile at any time, unsubscribe from newsletters with the link in every e-mail, and ask us to export or delete your data by writing to {email}.',
        ],
      },
    ],
  },
  terms: {
    title: 'Terms & Conditions',
    description:
      'The terms that apply when you browse and buy from Cellar, Dubai’s online beer, wine and spirits shop.',
    sections: [
      {
        heading: 'Eligibility',
        paragraphs: [
          UPDATED,
          `You must be ${AGE} years of age or older to use this shop and to buy alcohol. By entering the site you confirm that you are of legal drinking age in the UAE. Alcohol is sold only for delivery within Dubai.`,
        ],
      },
      {
        heading: 'Orders',
        paragraphs: [
          'An order is an offer to buy. We confirm it once stock is reserved; if an item becomes unavailable we will contact you and refund or replace it. We may refuse an order where we suspect resale, misuse or that the buyer is under age.',
        ],
      },
      {
        heading: 'Prices and payment',
        paragraphs: [
          'All prices are in UAE dirhams (AED) and include VAT. Promotional prices apply while stocks last. You pay by cash or card on delivery; our driver carries a card terminal.',
        ],
      },
      {
        heading: 'Delivery and ID check',
        paragraphs: [
          `A valid Emirates ID, passport or driving licence showing that the recipient is ${AGE} or older must be presented at delivery. If no adult with valid ID is present, or the recipient appears intoxicated, the order will not be handed over and a redelivery fee may apply.`,
        ],
      },
      {
        heading: 'Responsible drinking',
        paragraphs: [
          'Please drink responsibly and never drink and drive. Consumption of alcohol in public places is prohibited in the UAE.',
        ],
      },
      {
        heading: 'Governing law',
        paragraphs: ['These terms are governed by the laws of the Emirate of Dubai and the federal laws of the UAE.'],
      },
    ],
  },
  returns: {
    title: 'Return & Refund Policy',
    description: 'When you can return a bottle to Cellar and how refunds are paid.',
    sections: [
      {
        heading: 'Check your order at the door',
        paragraphs: [
          UPDATED,
          'Please check every bottle when our driver hands over your order. Broken, leaking or wrong items can be refused on the spot and will be replaced or refunded in full.',
        ],
      },
      {
        heading: 'Faulty products',
        paragraphs: [
          'If a wine is corked or a product is faulty, tell us within 7 days of delivery at {email} or {phone} with your order number and a photo. Keep the bottle with at least three quarters of its contents so we can inspect it.',
        ],
      },
      {
        heading: 'Change of mind',
        paragraphs: [
          'Unopened items in their original condition may be returned within 7 days of delivery. For food-safety and licensing reasons we cannot accept opened bottles, chilled beer or gift-wrapped items back unless they are faulty.',
        ],
      },
      {
        heading: 'Refunds',
        paragraphs: [
          `Card payments are refunded to the same card within 7–14 working days. Cash payments are refunded by bank transfer or as store credit, as you prefer. The ${SHIPPING} delivery charge is refunded when the return is our error.`,
        ],
      },
    ],
  },
  shipping: {
    title: 'Shipping & Delivery',
    description: `Delivery across Dubai: ${SHIPPING}, free on orders above ${FREE_ABOVE}, cash or card on delivery, ID checked at the door.`,
    sections: [
      {
        heading: 'Where we deliver',
        paragraphs: [
          UPDATED,
          'We deliver everywhere within Dubai city limits from our warehouse: {address}. We are not able to deliver to other emirates.',
        ],
      },
      {
        heading: 'Delivery charges',
        paragraphs: [`Delivery costs ${SHIPPING} per order. Orders above ${FREE_ABOVE} are delivered free.`],
      },
      {
        heading: 'When your order arrives',
        paragraphs: [
          'Orders placed before 8 pm are usually delivered the same day; later orders arrive the next morning. You can follow your order’s status from your account: placed, confirmed, packed, out for delivery and delivered.',
        ],
      },
      {
        heading: 'Payment on delivery',
        paragraphs: [
          'Pay by cash or card when your order arrives. Our drivers carry a card terminal and change for cash payments.',
        ],
      },
      {
        heading: 'ID on delivery',
        paragraphs: [
          `Alcohol can only be handed to an adult aged ${AGE} or over. The recipient must show a valid Emirates ID, passport or driving licence. Orders cannot be left with security, concierge or minors.`,
        ],
      },
      {
        heading: 'Collect from our store',
        paragraphs: [
          'Prefer to collect? Choose store pick-up at checkout and collect your order with your ID from our store: {store_address}.',
        ],
      },
    ],
  },
} satisfies Record<string, PolicyPage>;
