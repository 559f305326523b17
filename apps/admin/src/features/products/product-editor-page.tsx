import type { ProductOptions, StaffProduct } from '@shop/shared/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { ErrorAlert, Loading, StatusMessage } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { useCan, useMe } from '../../session/session.ts';
import { PriceHistory } from './price-history.tsx';
import { bodyOf, draftOf, emptyDraft, type ProductDraft } from './product-draft.ts';
import { IdentitySection, ListsSection, TextsSection } from './product-fields.tsx';
import { PicturesSection } from './product-pictures.tsx';
import { ProductSizes } from './product-sizes.tsx';
import {
  archiveProduct,
  createProduct,
  fetchProduct,
  fetchProductOptions,
  productsKeys,
  updateProduct,
} from './products-api.ts';

/** `/catalog/products/new` and `/catalog/products/:id`: the editor, once the product and the pickers are loaded. */
export function ProductEditorPage() {
  const { id } = useParams();
  const productId = id === undefined ? undefined : Number(id);
  const options = useQuery({ queryKey: productsKeys.options, queryFn: fetchProductOptions });
  const product = useQuery({
    queryKey: productsKeys.one(productId ?? 0),
    queryFn: () => fetchProduct(productId!),
    enabled: productId !== undefined,
  });
  // The role decides which fields are read-only: known before the form opens.
  const me = useMe();
  const error = options.error ?? product.error ?? me.error;
  if (error) return <ErrorAlert error={error} />;
  if (!options.data || !me.data || (productId !== undefined && !product.data)) return <Loading what="the product" />;
  // Keyed by the product's id, so opening another product starts its own draft.
  return <ProductEditor key={productId ?? 'new'} options={options.data} product={product.data} />;
}

function ProductEditor({ options, product }: { options: ProductOptions; product: StaffProduct | undefined }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ProductDraft>(() => (product ? draftOf(product) : emptyDraft()));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  // A product just created opens at its own address, saying so.
  const created = (useLocation().state as { saved?: string } | null)?.saved ?? null;
  const [saved, setSaved] = useState<string | null>(created);
  const canPrice = useCan('pricing:write');
  const canStock = useCan('stock:write');
  const set = (change: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...change }));

  const afterWrite = (written: StaffProduct) => {
    queryClient.setQueryData(productsKeys.one(written.id), written);
    void queryClient.invalidateQueries({ queryKey: productsKeys.all });
  };
  const save = useMutation({
    mutationFn: () => {
      const { body, problems } = bodyOf(draft);
      if (Object.keys(problems).length) throw new ApiError(400, 'Fix the fields marked.', 'FORM', problems);
      return product ? updateProduct(product.id, body) : createProduct(body);
    },
    onMutate: () => {
      setErrors({});
      setSaved(null);
    },
    onSuccess: (written) => {
      afterWrite(written);
      setDraft(draftOf(written));
      if (product) setSaved('The product was saved. The shop shows it now.');
      else
        void navigate(`/catalog/products/${written.id}`, {
          replace: true,
          state: { saved: 'The product was created and is on sale.' },
        });
    },
    onError: (err) => setErrors(err instanceof ApiError && err.errors ? err.errors : {}),
  });
  const archive = useMutation({
    mutationFn: (archived: boolean) => archiveProduct(product!.id, archived),
    onSuccess: (written) => {
      afterWrite(written);
      setSaved(written.archived ? 'The product was archived: it is off sale.' : 'The product is back on sale.');
    },
  });

  const title = product ? product.name : 'New product';
  return (
    <>
      <p className="back-link">
        <Link to="/catalog/products">All products</Link>
      </p>
      <div className="page-head">
        <PageHeading title={title}>{title}</PageHeading>
        {product?.archived && <span className="tag tag--bad">Archived</span>}
        {product && !product.archived && (
          <a className="button button--quiet" href={`/product/${product.route}`} target="_blank" rel="noreferrer">
            View in the shop
          </a>
        )}
      </div>
      <StatusMessage>{saved}</StatusMessage>
      <form
        className="product-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <IdentitySection draft={draft} set={set} errors={errors} options={options} isNew={!product} />
        <ProductSizes
          sizes={draft.sizes}
          onChange={(sizes) => set({ sizes })}
          errors={errors}
          canPrice={canPrice}
          canStock={canStock}
        />
        <PicturesSection draft={draft} set={set} errors={errors} />
        <ListsSection draft={draft} set={set} errors={errors} options={options} />
        <TextsSection draft={draft} set={set} errors={errors} />
        <ErrorAlert error={save.error} />
        <div className="product-form__actions">
          <button className="button button--primary" type="submit" disabled={save.isPending}>
            {product ? 'Save changes' : 'Create product'}
          </button>
        </div>
      </form>
      {product && (
        <>
          <PriceHistory productId={product.id} />
          <section className="product-section" aria-labelledby="archive-heading">
            <h2 id="archive-heading">{product.archived ? 'Restore' : 'Archive'}</h2>
            <p>
              {product.archived
                ? 'Archived: off sale and out of search. Restoring puts it back on sale as it was.'
                : 'Archiving takes the product off sale and out of search; its sizes, orders and history are kept.'}
            </p>
            <ErrorAlert error={archive.error} />
            <button
              type="button"
              className="button"
              disabled={archive.isPending}
              onClick={() => archive.mutate(!product.archived)}
            >
              {product.archived ? 'Restore the product' : 'Archive the product'}
            </button>
          </section>
        </>
      )}
    </>
  );
}
