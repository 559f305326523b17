import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { CLUB_COPY } from '@/features/platinum-club/club-copy';
import { ClubForm } from '@/features/platinum-club/components/club-form';
import '@/features/auth/components/auth.css';

/** /platinum-club: why to join, and the form (decision 017; `POST /platinum-club`). */
export function Component() {
  return (
    <div className="container page">
      <Seo title={CLUB_COPY.title} description={CLUB_COPY.description} />
      <PageHeader title={CLUB_COPY.title} lead={CLUB_COPY.lead} />
      <div className="club-layout">
        <ul className="club-perks" role="list">
          {CLUB_COPY.perks.map((perk) => (
            <li key={perk.title} className="club-perk">
              <h2>{perk.title}</h2>
              <p>{perk.description}</p>
            </li>
          ))}
        </ul>
        <ClubForm />
      </div>
    </div>
  );
}
