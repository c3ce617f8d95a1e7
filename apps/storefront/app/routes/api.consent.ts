import { recordConsentRequest } from '../consent/consent-record.server.ts';
import type { Route } from './+types/api.consent';

/** `POST /api/consent`: the consent-tracking call (consent/record-consent.ts). */
export async function action({ request }: Route.ActionArgs) {
  return recordConsentRequest(request);
}
