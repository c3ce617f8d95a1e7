/** Spec section 5: letters, digits and ._%+- before @, then a domain, then a top-level part of 2+ letters. */
const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** The one e-mail rule of the shop: the newsletter form and the cart's buyer e-mail accept the same. */
export function isValidEmail(email: string): boolean {
  return emailPattern.test(email);
}
