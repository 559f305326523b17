import {
  TAXONOMY_LIMITS as L,
  type StaffBanner,
  type StaffChoice,
  type StaffHomeRow,
  type StaffOffer,
} from '@shop/shared/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { OrderedEditor } from '../../components/ordered-editor.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import type { FieldSpec } from '../../components/record-form.tsx';
import { ChoiceProducts } from './choice-products-form.tsx';
import { bannerCalls, choiceCalls, fetchCategories, homePageKeys, offerCalls, rowCalls } from './home-page-api.ts';
import { ProductFinder } from './product-finder.tsx';

const OFFER_FIELDS: FieldSpec[] = [
  { name: 'headline', label: 'Headline (bold)', maxLength: L.offerHeadline, required: true },
  { name: 'detail', label: 'Detail', maxLength: L.offerDetail, hint: 'Follows the headline: on orders above 100 AED.' },
];

const BANNER_FIELDS: FieldSpec[] = [
  { name: 'title', label: 'Title', maxLength: L.bannerTitle, required: true, hint: 'Also the image’s text.' },
  { name: 'image', label: 'Image key', maxLength: L.image, required: true, hint: 'A stored image: banners/rouge.jpg.' },
  { name: 'product_id', label: 'Product number', required: true, inputMode: 'numeric', hint: 'The banner opens it.' },
];

const CHOICE_FIELDS: FieldSpec[] = [
  { name: 'title', label: 'Title', maxLength: L.title, required: true },
  { name: 'route', label: 'Route', maxLength: L.route, required: true, hint: 'Its address: /our-choice/staff-picks.' },
  { name: 'image', label: 'Image key', maxLength: L.image },
  { name: 'description', label: 'Description', kind: 'textarea' },
];

/** Numbers typed are sent as numbers; empty or junk as it is, for the server to say what is wrong. */
const asNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : text);

/**
 * The home page's parts, each in the order shoppers see them: the offer banner's texts, the featured rows, the
 * promo banners and the our-choice lists. Every change shows on the storefront once it is saved.
 */
export function HomePagePage() {
  const queryClient = useQueryClient();
  const refresh = (key: readonly string[]) => () => queryClient.invalidateQueries({ queryKey: key });
  const offers = useQuery({ queryKey: homePageKeys.offers, queryFn: offerCalls.list });
  const rows = useQuery({ queryKey: homePageKeys.rows, queryFn: rowCalls.list });
  const banners = useQuery({ queryKey: homePageKeys.banners, queryFn: bannerCalls.list });
  const choices = useQuery({ queryKey: homePageKeys.choices, queryFn: choiceCalls.list });
  const categories = useQuery({ queryKey: homePageKeys.categories, queryFn: fetchCategories });
  const categoryOptions = (categories.data ?? []).map((c) => ({
    value: String(c.id),
    label: c.parent_id === null ? c.title : `— ${c.title}`,
  }));
  const rowFields: FieldSpec[] = [
    { name: 'category_id', label: 'Category', kind: 'select', options: categoryOptions, required: true },
    { name: 'title', label: 'Heading', maxLength: L.title, hint: 'Empty: the category’s title.' },
  ];

  return (
    <>
      <PageHeading title="Home page">Home page</PageHeading>
      <OrderedEditor<StaffOffer>
        heading="Offer banner"
        noun="offer text"
        intro={<p className="small">The strip under the welcome picture: each text a line, its headline in bold.</p>}
        items={offers.data}
        loadError={offers.error}
        nameOf={(o) => o.headline}
        detailOf={(o) => o.detail}
        fields={OFFER_FIELDS}
        valuesOf={(o) => ({ headline: o?.headline ?? '', detail: o?.detail ?? '' })}
        save={(values, o) => (o ? offerCalls.update(o.id, values) : offerCalls.create(values))}
        remove={(o) => offerCalls.remove(o.id)}
        reorder={(ids) => offerCalls.reorder({ ids })}
        refresh={refresh(homePageKeys.offers)}
      />
      <OrderedEditor<StaffHomeRow>
        heading="Featured rows"
        noun="featured row"
        intro={<p className="small">Each row shows a category’s best sellers, in this order.</p>}
        items={categories.data ? rows.data : undefined}
        loadError={rows.error ?? categories.error}
        nameOf={(r) => r.title || r.category_title}
        detailOf={(r) => `Category: ${r.category_title}`}
        fields={rowFields}
        valuesOf={(r) => ({ category_id: r ? String(r.category_id) : '', title: r?.title ?? '' })}
        save={(values, r) => {
          const body = { ...values, category_id: asNumber(values.category_id ?? '') };
          return r ? rowCalls.update(r.id, body) : rowCalls.create(body);
        }}
        remove={(r) => rowCalls.remove(r.id)}
        reorder={(ids) => rowCalls.reorder({ ids })}
        refresh={refresh(homePageKeys.rows)}
      />
      <OrderedEditor<StaffBanner>
        heading="Promo banners"
        noun="banner"
        intro={<ProductFinder />}
        items={banners.data}
        loadError={banners.error}
        nameOf={(b) => b.title}
        detailOf={(b) => `${b.image} · opens ${b.product_name} (${b.product_id})`}
        fields={BANNER_FIELDS}
        valuesOf={(b) => ({ title: b?.title ?? '', image: b?.image ?? '', product_id: b ? String(b.product_id) : '' })}
        save={(values, b) => {
          const body = { ...values, product_id: asNumber(values.product_id ?? '') };
          return b ? bannerCalls.update(b.id, body) : bannerCalls.create(body);
        }}
        remove={(b) => bannerCalls.remove(b.id)}
        reorder={(ids) => bannerCalls.reorder({ ids })}
        refresh={refresh(homePageKeys.banners)}
      />
      <OrderedEditor<StaffChoice>
        heading="Our-choice lists"
        noun="our-choice list"
        items={choices.data}
        loadError={choices.error}
        nameOf={(c) => c.title}
        detailOf={(c) => `/our-choice/${c.route}`}
        fields={CHOICE_FIELDS}
        valuesOf={(c) => ({
          title: c?.title ?? '',
          route: c?.route ?? '',
          image: c?.image ?? '',
          description: c?.description ?? '',
        })}
        save={(values, c) => (c ? choiceCalls.update(c.id, values) : choiceCalls.create(values))}
        remove={(c) => choiceCalls.remove(c.id)}
        reorder={(ids) => choiceCalls.reorder({ ids })}
        refresh={refresh(homePageKeys.choices)}
        extra={(c) => <ChoiceProducts choice={c} onSaved={refresh(homePageKeys.choices)} />}
      />
    </>
  );
}
