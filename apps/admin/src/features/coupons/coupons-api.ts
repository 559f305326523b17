import type {
  CouponBody,
  CouponCategoryChoice,
  CouponDetail,
  CouponPage,
  CouponState,
  StaffCoupon,
} from '@shop/shared/rules';
import { api } from '../../api/client.ts';

/** The coupon calls of the back office (issue 26, item 5). */

export interface CouponSearch {
  search?: string;
  state?: CouponState;
  page: number;
}

export const couponsKeys = {
  all: ['coupons'] as const,
  list: (search: CouponSearch) => ['coupons', 'list', search] as const,
  detail: (id: string) => ['coupons', 'detail', id] as const,
  categories: ['coupons', 'categories'] as const,
};

export const listCoupons = ({ search, state, page }: CouponSearch) =>
  api.get<CouponPage>('/coupons', { search, state, page });

export const fetchCoupon = (id: string) => api.get<CouponDetail>(`/coupons/${encodeURIComponent(id)}`);

export const fetchCouponCategories = () => api.get<CouponCategoryChoice[]>('/coupons/categories');

export const createCoupon = (body: CouponBody) => api.post<StaffCoupon>('/coupons', body);

export const updateCoupon = (id: number, body: CouponBody) => api.put<StaffCoupon>(`/coupons/${id}`, body);

/** Deactivated, a coupon is refused at once at the cart and the order; reactivated, it works again. */
export const setCouponActive = (id: number, active: boolean) =>
  api.put<StaffCoupon>(`/coupons/${id}/active`, { active });
