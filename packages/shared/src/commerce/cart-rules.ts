/** Texts of the cart and wishlist (spec section 8), used exactly as written. */
export const CART_MESSAGES = {
  loginFirst: 'Please Login First!',
  outOfStock: "Can't add to cart, item is out of stock",
  added: 'Product Added to Cart!',
  removed: 'Product Successfully Removed from Cart!',
  updateFailed: 'Oops, Something went wrong!',
  empty: 'Cart is Empty',
  wishlistAdded: 'Product Added to Wishlist!',
  wishlistRemoved: 'Product Successfully Removed from Wishlist!',
  wishlistCleared: 'Wishlist Clear Successfully!',
} as const;

/** Messages of ours where the spec shows none (decision 013). */
export const COMMERCE_MESSAGES = {
  notEnoughStock: (left: number) => `Only ${left} left in stock.`,
  lineFull: (most: number) => `You can have at most ${most} of one size in your cart.`,
  noSuchProduct: 'This product is no longer available.',
  alreadyInWishlist: 'This product is already in your wishlist.',
  cartUpdated: 'Cart updated.',
  notYours: 'This is not your cart.',
} as const;

/** The most of one size a cart line may hold, whatever the stock: a shop, not a wholesaler. */
export const MAX_LINE_QTY = 99;
