import { TAXONOMY_LIMITS as L, type StaffCategory } from '@shop/shared/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { OrderedEditor } from '../../components/ordered-editor.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import type { FieldSpec, FormValues } from '../../components/record-form.tsx';
import { categoryCalls, taxonomyKeys } from './taxonomy-api.ts';
import { productCount, TaxonomyNav } from './taxonomy-nav.tsx';

const FIELDS: FieldSpec[] = [
  { name: 'title', label: 'Title', maxLength: L.title, required: true },
  { name: 'route', label: 'Route', maxLength: L.route, required: true, hint: 'Its address: /shop/red-wine.' },
  { name: 'image', label: 'Image key', maxLength: L.image, hint: 'A stored image, as categories/wine.jpg.' },
  { name: 'meta_title', label: 'Meta title', maxLength: L.metaTitle, hint: 'Empty: the title.' },
  { name: 'meta_description', label: 'Meta description', maxLength: L.metaDescription },
  { name: 'description', label: 'Description', kind: 'textarea', hint: 'Simple HTML is kept (bold, lists, links).' },
  {
    name: 'schema_markup',
    label: 'Schema markup',
    kind: 'textarea',
    hint: 'A JSON object for search engines; empty and the shop writes one.',
  },
];

const valuesOf = (c?: StaffCategory): FormValues => ({
  title: c?.title ?? '',
  route: c?.route ?? '',
  image: c?.image ?? '',
  meta_title: c?.meta_title ?? '',
  meta_description: c?.meta_description ?? '',
  description: c?.description ?? '',
  schema_markup: c?.schema_markup ?? '',
});

/**
 * Categories and subcategories: the top-level ones, or one category's subcategories (chosen above the list, kept in
 * the address), each in menu order, with their descriptions and SEO fields. A category keeps its parent for life.
 */
export function CategoriesPage() {
  const queryClient = useQueryClient();
  const pickerId = useId();
  const [params, setParams] = useSearchParams();
  const categories = useQuery({ queryKey: taxonomyKeys.categories, queryFn: categoryCalls.list });
  const tops = categories.data?.filter((c) => c.parent_id === null) ?? [];
  const parentId = Number(params.get('parent')) || null;
  const parent = tops.find((c) => c.id === parentId);
  const shown = categories.data?.filter((c) => c.parent_id === (parent?.id ?? null));
  const childCount = (id: number) => categories.data?.filter((c) => c.parent_id === id).length ?? 0;

  return (
    <>
      <PageHeading title="Categories">Categories</PageHeading>
      <TaxonomyNav />
      <div className="field parent-picker">
        <label htmlFor={pickerId}>Show</label>
        <select
          id={pickerId}
          value={parent ? String(parent.id) : ''}
          onChange={(event) => setParams(event.target.value ? { parent: event.target.value } : {})}
        >
          <option value="">Top-level categories (the menu)</option>
          {tops.map((c) => (
            <option key={c.id} value={c.id}>{`Subcategories of ${c.title}`}</option>
          ))}
        </select>
      </div>
      <OrderedEditor<StaffCategory>
        key={parent?.id ?? 'top'}
        heading={parent ? `Subcategories of ${parent.title}` : 'Top-level categories'}
        noun={parent ? 'subcategory' : 'category'}
        intro={<p className="small">The storefront’s menu shows them in this order.</p>}
        items={shown}
        loadError={categories.error}
        nameOf={(c) => c.title}
        detailOf={(c) =>
          [
            `/${c.route}`,
            productCount(c.product_count),
            !parent && `${childCount(c.id)} ${childCount(c.id) === 1 ? 'subcategory' : 'subcategories'}`,
          ]
            .filter(Boolean)
            .join(' · ')
        }
        fields={FIELDS}
        valuesOf={valuesOf}
        save={(values, c) =>
          c ? categoryCalls.update(c.id, values) : categoryCalls.create({ ...values, parent_id: parent?.id ?? null })
        }
        remove={(c) => categoryCalls.remove(c.id)}
        reorder={(ids) => categoryCalls.reorder({ ids, parent_id: parent?.id ?? null })}
        refresh={() => queryClient.invalidateQueries({ queryKey: taxonomyKeys.categories })}
      />
    </>
  );
}
