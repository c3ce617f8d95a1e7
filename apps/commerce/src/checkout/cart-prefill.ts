import { isShippingCountry } from '@shop/shop-rules';
import type { CartRecord } from '../cart/cart-store.ts';
import { deliveryAddressOf } from '../cart/delivery-groups.ts';
import type { FormValues } from './checkout-form.ts';

/**
 * The form's first values from what a client already told the cart (buyer identity, its selected
 * delivery address, through the Storefront API), so a visitor does not type them twice.
 */
export function prefillFromCart(cart: CartRecord): FormValues {
  const address = deliveryAddressOf(cart.deliveryAddresses)?.address;
  const country = address?.countryCode ?? cart.buyerCountryCode ?? '';
  return {
    email: cart.buyerEmail ?? '',
    ship_firstName: address?.firstName ?? '',
    ship_lastName: address?.lastName ?? '',
    ship_company: address?.company ?? '',
    ship_street: [address?.address1, address?.address2].filter(Boolean).join(', '),
    ship_postalCode: address?.zip ?? '',
    ship_city: address?.city ?? '',
    ship_country: isShippingCountry(country) ? country : '',
  };
}
