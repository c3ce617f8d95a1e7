import { config } from '../config.server.ts';
import { forwardErrorEnvelope } from '../error-reporting/error-tunnel.server.ts';
import type { Route } from './+types/api.error-reports';

/** `POST /api/error-reports`: the browser SDK's tunnel to the error-reporting service. */
export async function action({ request }: Route.ActionArgs) {
  return forwardErrorEnvelope(request, config.errorReporting?.dsn ?? null);
}
