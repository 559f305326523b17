import type { StockAnswer, StockSize } from '@shop/shared/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorAlert, Loading } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { PHONE, useMediaQuery } from '../../hooks/use-media-query.ts';
import { useCan } from '../../session/session.ts';
import { fetchStock, stockKeys } from './stock-api.ts';
import { StockCards } from './stock-cards.tsx';
import { StockFile } from './stock-import.tsx';
import { readStockParams, stockSearch, type StockParams } from './stock-params.ts';
import { buttonId, type Saved, type StockListProps } from './stock-rows.tsx';
import { StockTable } from './stock-table.tsx';
import { StockPager, StockTabs, StockToolbar } from './stock-toolbar.tsx';
import { PastLastPage } from '../../components/pager.tsx';

export const savedMessage = (size: StockSize, answer: StockAnswer) =>
  `Saved: ${size.name}, ${size.size} now has ${answer.stock} in stock (it had ${size.stock}).`;

/**
 * Stock by size (issue 25, item 8): every size or only the low ones, searched and paged by the server; members who
 * may set stock do it size by size, with a reason, or by importing the stock file.
 */
export function StockPage() {
  const [search, setSearch] = useSearchParams();
  const params = readStockParams(search);
  const phone = useMediaQuery(PHONE);
  const canWrite = useCan('stock:write');
  const [open, setOpen] = useState<number | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const [said, setSaid] = useState('');
  const stock = useQuery({
    queryKey: stockKeys.page(params),
    queryFn: () => fetchStock(params),
    placeholderData: keepPreviousData,
  });
  // Any change but a new page starts again from the first page.
  const go = (next: Partial<StockParams>) => setSearch(stockSearch({ ...params, page: 1, ...next }).slice(1));
  const list = stock.data;
  const caption = `${params.low ? 'Sizes low on stock' : 'All sizes'}${params.q ? `, matching “${params.q}”` : ''}`;

  const close = (id: number) => {
    setOpen(null);
    document.getElementById(buttonId(id))?.focus();
  };
  const rows: StockListProps | undefined = list && {
    sizes: list.data,
    threshold: list.low_stock_threshold,
    caption,
    canWrite,
    open,
    saved,
    onOpen: (id) => {
      setOpen(id);
      setSaid('');
    },
    onClose: close,
    onSaved: (size, answer) => {
      setSaved({ id: size.price_variation_id, was: size.stock });
      setSaid(savedMessage(size, answer));
      close(size.price_variation_id);
    },
  };

  return (
    <>
      <div className="page-head">
        <PageHeading title="Stock">Stock</PageHeading>
      </div>
      <StockTabs params={params} threshold={list?.low_stock_threshold} />
      <StockToolbar params={params} onChange={go} />
      <StockFile canWrite={canWrite} />
      <ErrorAlert error={stock.error} />
      {/* What a search or a filter found, and each stock saved, said politely. */}
      <p className="visually-hidden" role="status">
        {said || (list && `${list.total} ${list.total === 1 ? 'size' : 'sizes'}: ${caption}.`)}
      </p>
      {!list || !rows ? (
        stock.isPending && <Loading what="stock" />
      ) : rows.sizes.length === 0 ? (
        <StockEmpty params={params} onFirstPage={() => go({})} />
      ) : (
        <div aria-busy={stock.isPlaceholderData || undefined}>
          {phone ? <StockCards {...rows} /> : <StockTable {...rows} sortedBy={params.sort} dir={params.dir} />}
          <StockPager
            page={list.current_page}
            pages={list.last_page}
            from={list.from}
            to={list.to}
            total={list.total}
            onPage={(page) => go({ page })}
          />
        </div>
      )}
    </>
  );
}

function StockEmpty({ params, onFirstPage }: { params: StockParams; onFirstPage: () => void }) {
  if (params.page > 1) return <PastLastPage onFirstPage={onFirstPage} />;
  if (params.q)
    return (
      <p className="empty">
        No {params.low ? 'low-stock sizes' : 'sizes'} match “{params.q}”.
      </p>
    );
  return <p className="empty">{params.low ? 'No size is low on stock.' : 'The shop has no sizes yet.'}</p>;
}
