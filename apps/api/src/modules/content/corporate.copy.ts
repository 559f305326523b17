import type { CorporateBenefit } from '@shop/shared';

/**
 * The corporate page's fixed copy. It changes with the business, not per request, so it ships
 * with the code; the questions come from the FAQ table like every other FAQ.
 */
export const CORPORATE_COPY: { title: string; description: string; benefits: CorporateBenefit[] } = {
  title: 'Corporate & Trade',
  description:
    'Supplying offices, hotels, restaurants and event planners across Dubai. Open a corporate account, ask for a quotation on any product and our trade team prices your order.',
  benefits: [
    { title: 'Quotations on request', description: 'Ask for a quotation from any product page; we reply with trade pricing for your quantities.' },
    { title: 'Volume pricing', description: 'Tiered prices for cases and repeat orders, agreed with your account manager.' },
    { title: 'Dedicated account manager', description: 'One contact for product advice, availability and delivery planning.' },
    { title: 'Scheduled delivery', description: 'Deliveries from our warehouse at the date and time slot that suits your venue or event.' },
  ],
};
