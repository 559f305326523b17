import type { Faq } from '@shop/shared/rules';
import { RichHtml } from './rich-html';

/** Questions and answers as native disclosure widgets (keyboard accessible by default). */
export function FaqList({ items, title = 'Frequently asked questions' }: { items: Faq[]; title?: string }) {
  if (!items.length) return null;
  return (
    <section className="faq" aria-label={title}>
      <h2>{title}</h2>
      {items.map((f) => (
        <details key={f.id} className="faq__item">
          <summary>{f.question}</summary>
          <RichHtml className="faq__answer" html={f.answer} />
        </details>
      ))}
    </section>
  );
}
