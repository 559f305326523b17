/** An order's columns as `OrderRow` names them (timestamps as PostgreSQL writes them, as the repository reads them). */
export const ORDER_COLUMNS = `id, order_number as "orderNumber", user_id as "userId", idempotency_key as "idempotencyKey",
  idempotency_hash as "idempotencyHash", state, fulfilment, address, notes, slot_start::text as "slotStart", slot_end::text as "slotEnd",
  payment, customer_name as "customerName", customer_email as "customerEmail", customer_mobile as "customerMobile",
  subtotal_fils as "subtotalFils", offer_discount_fils as "offerDiscountFils", coupon_discount_fils as "couponDiscountFils",
  shipping_fils as "shippingFils", total_fils as "totalFils", vat_fils as "vatFils", coupon_code as "couponCode",
  eid_document_id as "eidDocumentId", eid_provided as "eidProvided", version, refusal_reason as "refusalReason",
  created_at::text as "createdAt", updated_at::text as "updatedAt"`;
