import { z } from 'zod';
import { PriceVariationSchema } from '../catalog/schemas.ts';
import { dbIdSchema } from '../common/schemas.ts';
import { MAX_LINE_QTY } from './cart-rules.ts';
import { quantitySchema } from './quantity.ts';

/**
 * A product and size as the spec's client names them: `product_variation_id` is the variation (e.g. "Size"),
 * `product_value_id` its value.
 */
const ProductSizeFields = {
  /** The account the client believes is logged in: it must be the session's own. */
  user_id: dbIdSchema('user_id').optional(),
  product_id: dbIdSchema('product_id'),
  product_variation_id: dbIdSchema('product_variation_id').optional(),
  product_value_id: dbIdSchema('product_value_id').optional(),
};

/** `POST /auth/carts` (spec section 7). Without a size, the product's first (default) size. */
export const AddToCartBodySchema = z.object({
  ...ProductSizeFields,
  qty: quantitySchema('qty', MAX_LINE_QTY).default(1),
});
export type AddToCartBody = z.infer<typeof AddToCartBodySchema>;

/** `POST /auth/update-cart`: every line with its quantity (spec section 7). */
export const UpdateCartBodySchema = z.object({
  user_id: dbIdSchema('user_id').optional(),
  cart: z
    .array(
      z.object({
        cart_id: dbIdSchema('cart_id'),
        qty: quantitySchema('qty', MAX_LINE_QTY),
      }),
    )
    .min(1, { error: 'cart must list the lines to update.' })
    .max(200),
});
export type UpdateCartBody = z.infer<typeof UpdateCartBodySchema>;

/** `POST /auth/wishlist` (spec section 7). */
export const AddToWishlistBodySchema = z.object(ProductSizeFields);
export type AddToWishlistBody = z.infer<typeof AddToWishlistBodySchema>;

/** A result code inside an HTTP 200 (spec section 7): 404 carries a message the storefront shows as a warning. */
export const BodyStatusSchema = z.object({ status: z.union([z.literal(200), z.literal(404)]), message: z.string() });
export type BodyStatus = z.infer<typeof BodyStatusSchema>;

/**
 * The product a cart or wishlist line shows: name as text there (spec's client), picture, category, and the chosen size
 * first.
 */
const LineProductFields = {
  /** The product's id (the client sends it as `product_id` and matches hearts by it). */
  id: z.number().int(),
  route: z.string(),
  name: z.string().describe('HTML; cart and wishlist show it as text'),
  featured_img: z.string(),
  category: z.object({ id: z.number().int(), route: z.string(), name: z.string(), title: z.string() }),
  /** The chosen size, alone: the client reads `[0]`. */
  price_variation: z.array(PriceVariationSchema),
};

/** A cart line (spec section 3; contract "Shared shapes"). */
export const CartItemSchema = z.object({
  cart_id: z.number().int(),
  qty: z.number().int(),
  ...LineProductFields,
  /** Displayed price of the size times the quantity, AED. */
  line_total: z.number(),
  /** Whether the line joins the wine offer (its product is a wine), as the server prices it. */
  is_wine: z.boolean(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** What the cart page shows below the lines, for delivery (pickup is always free of shipping), AED. */
export const CartSummarySchema = z.object({
  subtotal: z.number(),
  offer_discount: z.number(),
  shipping: z.number(),
  total: z.number(),
  vat: z.number(),
  items: z.number().int(),
});
export type CartSummary = z.infer<typeof CartSummarySchema>;

/**
 * `GET /auth/carts/{id}`: the lines and their total (`data.data`, `data.status` in the spec's words), or body status
 * 404 when empty.
 */
export const CartResponseSchema = z.union([
  z.object({
    status: z.literal(200),
    data: z.object({ cart: z.array(CartItemSchema), total: z.number(), summary: CartSummarySchema }),
  }),
  z.object({ status: z.literal(404), message: z.string() }),
]);
export type CartResponse = z.infer<typeof CartResponseSchema>;

/** A wishlist line (contract "Shared shapes"). */
export const WishlistItemSchema = z.object({ wishlist_id: z.number().int(), ...LineProductFields });
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

/** `GET /auth/wishlist/{id}`: a bare array, even when empty (the spec's client calls `.find` on it). */
export const WishlistResponseSchema = z.array(WishlistItemSchema);
export type WishlistResponse = z.infer<typeof WishlistResponseSchema>;
