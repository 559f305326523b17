/** One selling point of the corporate page. */
export interface CorporateBenefit {
  title: string;
  description: string;
}

/**
 * The corporate page's text. It changes with the business, not per request, so it ships with the storefront like the
 * policy pages; only its questions come from the API (`GET /corporate`, the corporate FAQ). Decision 011.
 */
export const CORPORATE_COPY: { title: string; description: string; benefits: CorporateBenefit[] } = {
  title: 'Corporate & Trade',
  description:
    'Supplying offices, hotels, restaurants and event planners across Dubai. Open a corporate account, ask for a quotation on any product and our trade team prices your order.',
  benefits: [
    {
      title: 'Quotations on request',
      description: 'Ask for a quotation from any product page; we reply with trade pricing for your quantities.',
    },
    {
      title: 'Volume pricing',
      description: 'Tiered prices for cases and repeat orders, agreed with your account manager.',
    },
    {
      title: 'Dedicated account manager',
      description: 'One contact for product advice, availability and delivery planning.',
    },
    {
      title: 'Scheduled delivery',
      description: 'Deliveries from our warehouse at the date and time slot that suits your venue or event.',
    },
  ],
};
