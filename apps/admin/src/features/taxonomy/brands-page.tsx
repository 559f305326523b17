import { TAXONOMY_LIMITS as L, type StaffBrand, type StaffOrigin } from '@shop/shared/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { OrderedEditor } from '../../components/ordered-editor.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import type { FieldSpec } from '../../components/record-form.tsx';
import { brandCalls, originCalls, taxonomyKeys } from './taxonomy-api.ts';
import { productCount, TaxonomyNav } from './taxonomy-nav.tsx';

const BRAND_FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Name', maxLength: L.brandName, required: true },
  {
    name: 'route',
    label: 'Route',
    maxLength: L.route,
    required: true,
    hint: 'Lower-case words and dashes: alpha-estate.',
  },
  { name: 'meta_title', label: 'Meta title', maxLength: L.metaTitle, hint: 'For search engines.' },
  { name: 'meta_description', label: 'Meta description', maxLength: L.metaDescription },
  { name: 'description', label: 'Description', kind: 'textarea', hint: 'Simple HTML is kept (bold, lists, links).' },
];

/** The brands, in the order the shop's filters list them, with their description and SEO fields. */
export function BrandsPage() {
  const queryClient = useQueryClient();
  const brands = useQuery({ queryKey: taxonomyKeys.brands, queryFn: brandCalls.list });
  return (
    <>
      <PageHeading title="Brands">Brands</PageHeading>
      <TaxonomyNav />
      <OrderedEditor<StaffBrand>
        heading="All brands"
        noun="brand"
        intro={<p className="small">Shoppers see brands in this order in a listing’s filters.</p>}
        items={brands.data}
        loadError={brands.error}
        nameOf={(b) => b.name}
        detailOf={(b) => `/${b.route} · ${productCount(b.product_count)}`}
        fields={BRAND_FIELDS}
        valuesOf={(b) => ({
          name: b?.name ?? '',
          route: b?.route ?? '',
          meta_title: b?.meta_title ?? '',
          meta_description: b?.meta_description ?? '',
          description: b?.description ?? '',
        })}
        save={(values, b) => (b ? brandCalls.update(b.id, values) : brandCalls.create(values))}
        remove={(b) => brandCalls.remove(b.id)}
        reorder={(ids) => brandCalls.reorder({ ids })}
        refresh={() => queryClient.invalidateQueries({ queryKey: taxonomyKeys.brands })}
      />
    </>
  );
}

const ORIGIN_FIELDS: FieldSpec[] = [
  { name: 'country', label: 'Country', maxLength: L.country, required: true },
  { name: 'region', label: 'Region', maxLength: L.region, hint: 'Optional: Bordeaux, Speyside…' },
];

/** The origins (a country, and a region or none), in the order the filters list their countries. */
export function OriginsPage() {
  const queryClient = useQueryClient();
  const origins = useQuery({ queryKey: taxonomyKeys.origins, queryFn: originCalls.list });
  const nameOf = (o: StaffOrigin) => (o.region ? `${o.country}, ${o.region}` : o.country);
  return (
    <>
      <PageHeading title="Origins">Origins</PageHeading>
      <TaxonomyNav />
      <OrderedEditor<StaffOrigin>
        heading="All origins"
        noun="origin"
        intro={<p className="small">A country is listed in the filters where its first origin stands here.</p>}
        items={origins.data}
        loadError={origins.error}
        nameOf={nameOf}
        detailOf={(o) => productCount(o.product_count)}
        fields={ORIGIN_FIELDS}
        valuesOf={(o) => ({ country: o?.country ?? '', region: o?.region ?? '' })}
        save={(values, o) => (o ? originCalls.update(o.id, values) : originCalls.create(values))}
        remove={(o) => originCalls.remove(o.id)}
        reorder={(ids) => originCalls.reorder({ ids })}
        refresh={() => queryClient.invalidateQueries({ queryKey: taxonomyKeys.origins })}
      />
    </>
  );
}
