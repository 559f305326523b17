/**
 * Wishlists. What other modules and app.ts may use of it.
 */
export { createWishlistRepo } from './wishlist.repo.ts';
export { wishlistRoutes } from './wishlist.routes.ts';
export { createWishlistService } from './wishlist.service.ts';
