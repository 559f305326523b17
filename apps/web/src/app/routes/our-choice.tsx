import { useParams } from 'react-router';
import { ListingView } from '@/features/catalog/components/listing-view';


/** A curated choice list (/our-choice/{choice}). */
export function Component() {
  const { choice = '' } = useParams();
  return (
    <div className="container">
      <ListingView key={choice} source={{ kind: 'choice', choice }} title={choice.replace(/-/g, ' ')} />
    </div>
  );
}
