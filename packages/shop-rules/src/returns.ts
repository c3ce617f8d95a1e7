/** Spec section 9: the return refund / withdrawal period, in days after receipt. */
export const withdrawalPeriodDays = 14;
