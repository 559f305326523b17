import { ListingView } from '@/features/catalog/components/listing-view';
import type { FlagListing } from '@/features/catalog/api/get-listing';
import { paths } from '@/config/paths';

const TITLES: Record<FlagListing, string> = { premium: 'Premium', promotion: 'Promotion' };

/**
 * /shop/premium and /shop/promotion: product flags with their own calls (spec section 7), sorted and paged, no filters.
 */
export function Component({ flag }: { flag: FlagListing }) {
  return (
    <div className="container">
      <ListingView
        key={flag}
        source={{ kind: 'flag', flag }}
        title={TITLES[flag]}
        canonicalPath={paths.shop(flag)}
        notFoundWhat="list"
      />
    </div>
  );
}
