import type { StockAnswer, StockSize } from '@shop/shared/rules';

/** What the table (desk) and the cards (phone) of the stock list share. */
export interface StockListProps {
  sizes: StockSize[];
  threshold: number;
  caption: string;
  /** Whether the role may set stock (`stock:write`): without it, no button and no form. */
  canWrite: boolean;
  /** The size whose form is open. */
  open: number | null;
  /** The size last saved, shown on its row. */
  saved: Saved | null;
  onOpen: (id: number) => void;
  onClose: (id: number) => void;
  onSaved: (size: StockSize, answer: StockAnswer) => void;
}

export interface Saved {
  id: number;
  was: number;
}

export const buttonId = (id: number) => `set-stock-${id}-button`;
export const formId = (id: number) => `set-stock-${id}-form`;

/** Whether a size is out or low, by the shop's threshold; a size with enough says so quietly. */
export function StockLevel({ stock, threshold }: { stock: number; threshold: number }) {
  if (stock === 0) return <span className="tag tag--bad">Out of stock</span>;
  if (stock <= threshold) return <span className="tag tag--warn">Low</span>;
  return <span className="stock-ok">In stock</span>;
}

export function SetStockButton({ size, open, onOpen, onClose }: { size: StockSize } & Omit<Props, 'size'>) {
  const id = size.price_variation_id;
  const expanded = open === id;
  return (
    <button
      type="button"
      id={buttonId(id)}
      className="button stock-set"
      aria-expanded={expanded}
      aria-controls={expanded ? formId(id) : undefined}
      onClick={() => (expanded ? onClose(id) : onOpen(id))}
    >
      Set stock<span className="visually-hidden">: {`${size.name}, ${size.size}`}</span>
    </button>
  );
}

type Props = Pick<StockListProps, 'open' | 'onOpen' | 'onClose'>;

/** The row's mark once its stock is saved: the change, seen where the person is working. */
export function SavedNote({ size, saved }: { size: StockSize; saved: Saved | null }) {
  if (saved?.id !== size.price_variation_id) return null;
  return <span className="stock-saved">Saved (was {saved.was})</span>;
}
