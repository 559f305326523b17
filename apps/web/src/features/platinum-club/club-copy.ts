import { SHOP_TERMS } from '@/config/shop-terms';

/** One reason to join the club. */
export interface ClubPerk {
  title: string;
  description: string;
}

/**
 * The Platinum Club page's pitch. It changes with the business, not per request, so it ships with the storefront like
 * the corporate page's text (decision 011); the form posts to `POST /platinum-club`.
 */
export const CLUB_COPY: { title: string; lead: string; perks: ClubPerk[]; description: string } = {
  title: 'Platinum Club',
  lead: 'Free membership for lovers of wine, beer and spirits in Dubai: hear first about new arrivals, private tastings and members’ offers.',
  description: `Join the Cellar Platinum Club in Dubai: free membership for adults ${SHOP_TERMS.minimumAge} and over, with news of new arrivals, tastings and members’ offers.`,
  perks: [
    { title: 'First to know', description: 'New arrivals and limited releases reach members before anyone else.' },
    {
      title: 'Tastings & events',
      description: 'Invitations to tastings with winemakers and distillers at our Dubai store.',
    },
    { title: 'Members’ offers', description: 'Offers kept for members, on the bottles you tell us you enjoy.' },
    {
      title: 'Only what you choose',
      description: 'Pick wine, beer, spirits, champagne, events or offers, and hear about nothing else.',
    },
  ],
};
