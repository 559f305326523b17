import {
  CART_MESSAGES,
  COMMERCE_MESSAGES,
  type AddToWishlistBody,
  type BodyStatus,
  type WishlistItem,
} from '@shop/shared';
import { assertOwnUser } from '../../lib/ownership.ts';
import { type CatalogView, presentLineProduct } from '../catalog/index.ts';
import type { WishlistRepo } from './wishlist.repo.ts';

export interface WishlistServiceDeps {
  repo: WishlistRepo;
  catalog: () => CatalogView;
}

/** The wishlist (spec sections 4, 7 and 8; issue 9): each product once, in the size it was saved in. */
export function createWishlistService({ repo, catalog }: WishlistServiceDeps) {
  return {
    /** `POST /auth/wishlist`: a duplicate or a product no longer on sale is body status 404 with a message. */
    async add(userId: number, body: AddToWishlistBody): Promise<BodyStatus> {
      assertOwnUser(userId, body.user_id);
      const found = catalog().findSize(body.product_id, body.product_variation_id, body.product_value_id);
      if (!found) return { status: 404, message: COMMERCE_MESSAGES.noSuchProduct };
      if (!(await repo.add(userId, found.product.id, found.size.id)))
        return { status: 404, message: COMMERCE_MESSAGES.alreadyInWishlist };
      return { status: 200, message: CART_MESSAGES.wishlistAdded };
    },

    /** `GET /auth/wishlist/{id}`: a bare array, even when empty; products no longer on sale are left out. */
    async list(userId: number, claimedUserId: number): Promise<WishlistItem[]> {
      assertOwnUser(userId, claimedUserId);
      const s = catalog();
      return (await repo.list(userId)).flatMap((row) => {
        const found =
          (row.priceVariationId === null ? undefined : s.size(row.productId, row.priceVariationId)) ??
          s.findSize(row.productId);
        return found ? [{ wishlist_id: row.id, ...presentLineProduct(found) }] : [];
      });
    },

    async remove(userId: number, wishlistId: number): Promise<BodyStatus> {
      return (await repo.remove(userId, wishlistId))
        ? { status: 200, message: CART_MESSAGES.wishlistRemoved }
        : { status: 404, message: 'This wishlist has no such item.' };
    },

    /** `DELETE /auth/remove-wishlist/{user_id}`: clears the user's own wishlist. */
    async clear(userId: number, claimedUserId: number): Promise<BodyStatus> {
      assertOwnUser(userId, claimedUserId);
      await repo.clear(userId);
      return { status: 200, message: CART_MESSAGES.wishlistCleared };
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
