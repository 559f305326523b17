import { SetStockForm } from './set-stock-form.tsx';
import { SavedNote, SetStockButton, StockLevel, type StockListProps } from './stock-rows.tsx';

/** The stock list on a phone: one card per size, its count large, and its form inside the card. */
export function StockCards(props: StockListProps) {
  const { sizes, threshold, caption, canWrite, open, saved, onSaved, onClose } = props;
  return (
    <ul className="order-cards stock-cards" aria-label={caption}>
      {sizes.map((size) => (
        <li key={size.price_variation_id} className="order-card stock-card">
          <div className="order-card__top">
            <p className="stock-card__name">
              {size.name}
              <span className="stock-card__size">{size.size}</span>
              <span className="cell-sub">
                {size.category.name}
                {!size.on_sale && ' · off sale'}
              </span>
            </p>
            <p className="stock-card__count">
              <span className="stock-count">{size.stock}</span>
              <span className="visually-hidden"> in stock</span>
            </p>
          </div>
          <div className="stock-card__foot">
            <p className="stock-card__level">
              <StockLevel stock={size.stock} threshold={threshold} />
              <SavedNote size={size} saved={saved} />
            </p>
            {canWrite && <SetStockButton size={size} {...props} />}
          </div>
          {canWrite && open === size.price_variation_id && (
            <SetStockForm
              size={size}
              onSaved={(answer) => onSaved(size, answer)}
              onClose={() => onClose(size.price_variation_id)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
