import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { useChoices } from '../api/get-choices';

/** Home block linking the curated lists. */
export function ChoiceTiles() {
  const { data } = useChoices();
  if (!data?.length) return null;
  return (
    <section className="choices" aria-labelledby="choices-title">
      <h2 id="choices-title">Our choices</h2>
      <ul role="list">
        {data.slice(0, 4).map((c) => (
          <li key={c.id}>
            <Link to={paths.ourChoice(c.route)} className="choice">
              <span className="choice__title">{c.title}</span>
              <span className="choice__desc">{c.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
