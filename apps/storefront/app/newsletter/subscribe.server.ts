import { z } from 'zod';
import { config } from '../config.server.ts';
import type { Language } from '../i18n/languages.ts';

const answerSchema = z.object({ data: z.object({ is_subscribed: z.boolean() }).loose() }).loose();

export type SubscribeOutcome = 'subscribed' | 'alreadySubscribed' | 'failed';

const toCommerceHost =
  new URL(config.newsletter.subscribeUrl).origin === new URL(config.graphqlEndpoint).origin;

/**
 * Our own commerce service limits sign-ups per visitor; behind this server every visitor has its
 * address, so it is named with the platform's buyer-IP header, which the service believes only
 * with the private token. A provider on another host never gets the token.
 */
function visitorHeaders(clientAddress: string | null): Record<string, string> {
  if (!toCommerceHost || !clientAddress) return {};
  return {
    'Shopify-Storefront-Private-Token': config.accessToken,
    'Shopify-Storefront-Buyer-IP': clientAddress,
  };
}

/**
 * Posts the sign-up to the e-mail-marketing provider (spec section 7): form-encoded g (list id),
 * email, $fields=Language and Language. `data.is_subscribed` true means the address was already on
 * the list. Anything else (network failure, an error status, no JSON) is `failed`, which the
 * visitor sees as a friendly message instead of a broken page.
 */
export async function subscribeToNewsletter(
  email: string,
  language: Language,
  clientAddress: string | null = null,
): Promise<SubscribeOutcome> {
  const body = new URLSearchParams({
    g: config.newsletter.listId,
    email,
    $fields: 'Language',
    Language: language.code,
  });
  try {
    const response = await fetch(config.newsletter.subscribeUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
        ...visitorHeaders(clientAddress),
      },
      body,
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    const answer = answerSchema.safeParse(await response.json());
    if (!response.ok || !answer.success) {
      console.error(`newsletter: subscribe answered ${response.status} without the expected JSON`);
      return 'failed';
    }
    return answer.data.data.is_subscribed ? 'alreadySubscribed' : 'subscribed';
  } catch (error) {
    console.error(`newsletter: subscribe failed: ${String(error)}`);
    return 'failed';
  }
}
