import { config } from '../config.server.ts';
import { clientBudget } from '../limits/client-budget.server.ts';

/**
 * Sign-ups one client may send per hour before they are forwarded no more (issue 20, defect 6); the
 * provider (our commerce service's subscribe endpoint) keeps its own limit per address on top.
 * True when this request may go on to the provider.
 */
export const mayForwardSignUp = clientBudget(config.newsletter.signUpsPerHour, 3600);
