/** Spec section 9: the voucher for confirming the newsletter subscription, money in cents. */
export const newsletterVoucher = {
  valueCents: 500,
  minimumSubtotalCents: 2500,
  oncePerCustomer: true,
} as const;
