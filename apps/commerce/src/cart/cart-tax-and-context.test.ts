import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../node/global-id.ts';
import { useCatalogServer } from '../testing/catalog-fixture.ts';
import { databaseKinds } from '../testing/test-databases.ts';

type Money = { amount: string; currencyCode: string };
type CreateAnswer = {
  cartCreate: {
    cart: {
      buyerIdentity: { countryCode: string | null };
      cost: { totalAmount: Money; totalTaxAmount: Money | null; totalDutyAmount: Money | null };
    };
    userErrors: unknown[];
  };
};

const create = `
  mutation Create($input: CartInput, $country: CountryCode) @inContext(country: $country, language: EN) {
    cartCreate(input: $input) {
      cart {
        buyerIdentity { countryCode }
        cost { totalAmount { amount currencyCode } totalTaxAmount { amount currencyCode } totalDutyAmount { amount } }
      }
      userErrors { field message }
    }
  }`;

const cents = (money: Money | null | undefined) => Math.round(Number(money?.amount) * 100);

describe.each(databaseKinds)('VAT, duties and the buyer context on $kind', ({ kind, skip }) => {
  const api = useCatalogServer(kind, skip);
  const sellable = (category: string) => {
    const product = api.catalog.products.find(
      (p) => p.category === category && p.variants.some((v) => v.availableForSale),
    );
    const variant = product?.variants.find((v) => v.availableForSale);
    if (!variant) throw new Error(`No ${category} for sale in the catalogue`);
    return variant;
  };

  it.skipIf(skip)(
    'states the German VAT included: 7 % on coffee, 19 % on equipment, none on duties',
    async () => {
      const coffee = sellable('coffee');
      const machine = sellable('machine');
      const { cartCreate } = await api.query<CreateAnswer>(create, {
        input: {
          lines: [
            { merchandiseId: toGlobalId('ProductVariant', coffee.id), quantity: 2 },
            { merchandiseId: toGlobalId('ProductVariant', machine.id), quantity: 1 },
          ],
        },
      });
      expect(cartCreate.userErrors).toEqual([]);
      const { cost } = cartCreate.cart;
      const coffeeGross = coffee.priceCents * 2;
      const expected = Math.round((coffeeGross * 7) / 107) + Math.round((machine.priceCents * 19) / 119);
      expect(cents(cost.totalAmount)).toBe(coffeeGross + machine.priceCents);
      expect(cost.totalTaxAmount?.currencyCode).toBe('EUR');
      expect(cents(cost.totalTaxAmount)).toBe(expected);
      expect(cost.totalDutyAmount).toBeNull();
    },
  );

  it.skipIf(skip)(
    'takes a new cart’s buyer country from @inContext unless the input names one or it is ZZ',
    async () => {
      const fromContext = await api.query<CreateAnswer>(create, { input: {}, country: 'DK' });
      expect(fromContext.cartCreate.cart.buyerIdentity.countryCode).toBe('DK');
      const named = await api.query<CreateAnswer>(create, {
        input: { buyerIdentity: { countryCode: 'AT' } },
        country: 'DK',
      });
      expect(named.cartCreate.cart.buyerIdentity.countryCode).toBe('AT');
      const unknownRegion = await api.query<CreateAnswer>(create, { input: {}, country: 'ZZ' });
      expect(unknownRegion.cartCreate.cart.buyerIdentity.countryCode).toBeNull();
    },
  );

  it.skipIf(skip)(
    'answers localization in the buyer’s country when the shop ships there, else at home',
    async () => {
      const query = `query L($country: CountryCode) @inContext(country: $country, language: DE, preferredLocationId: "gid://shopify/Location/1", buyer: { customerAccessToken: "t" }) {
      localization { country { isoCode name } }
    }`;
      type Answer = { localization: { country: { isoCode: string; name: string } } };
      expect((await api.query<Answer>(query, { country: 'AT' })).localization.country).toEqual({
        isoCode: 'AT',
        name: 'Österreich',
      });
      expect((await api.query<Answer>(query, { country: 'ZZ' })).localization.country.isoCode).toBe('DE');
      const invalid = await api.request(query, { country: 'XY' });
      expect(invalid.errors?.[0]?.message).toContain('"XY" does not exist in "CountryCode" enum');
    },
  );

  it.skipIf(skip)(
    'names option values in ProductOption.values as in optionValues, per language',
    async () => {
      const product = api.catalog.products.find((p) => p.options.some((o) => o.values.length > 1));
      if (!product) throw new Error('No product with options');
      const query = `query P($id: ID!, $language: LanguageCode) @inContext(language: $language) {
      product(id: $id) { options { name values optionValues { name } } }
    }`;
      type Answer = {
        product: { options: { name: string; values: string[]; optionValues: { name: string }[] }[] };
      };
      for (const language of ['DE', 'EN'] as const) {
        const { product: answered } = await api.query<Answer>(query, {
          id: toGlobalId('Product', product.id),
          language,
        });
        const lang = language === 'DE' ? 'de' : 'en';
        expect(answered.options.map((o) => o.values)).toEqual(
          product.options.map((o) => o.values.map((v) => v.name[lang])),
        );
        expect(answered.options.map((o) => o.values)).toEqual(
          answered.options.map((o) => o.optionValues.map((v) => v.name)),
        );
      }
    },
  );
});
