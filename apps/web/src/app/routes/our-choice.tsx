import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ListingView } from '@/features/catalog/components/listing-view';

/** A curated choice list (/our-choice/{choice}); an unknown list is the not-found page. */
export function Component() {
  const { choice = '' } = useParams();
  return (
    <div className="container">
      <ListingView
        key={choice}
        source={{ kind: 'choice', choice }}
        title={choice.replace(/-/g, ' ')}
        canonicalPath={paths.ourChoice(choice)}
        notFoundWhat="list"
      />
    </div>
  );
}
