import { z } from 'zod';

const schema = z.object({
  /** The container id, e.g. `GTM-ABC1234`. Unset: no tag manager is loaded at all. */
  TAG_MANAGER_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ only')
    .optional(),
  /** The tag manager's script; a server-side container can serve it from the shop's own host. */
  TAG_MANAGER_URL: z.url({ protocol: /^https?$/ }).default('https://www.googletagmanager.com/gtm.js'),
});

export type TagManagerConfig = {
  /** The script the browser loads after the first interaction (`…/gtm.js?id=GTM-…`). */
  scriptUrl: string;
  /** The one foreign origin the CSP allows for scripts and their requests. */
  origin: string;
};

/**
 * The tag manager from the environment, or null when `TAG_MANAGER_ID` is unset. Read by the app
 * (the page learns the script's URL) and by the server (the CSP allows its origin), so both agree.
 */
export function tagManagerFromEnv(env: NodeJS.ProcessEnv = process.env): TagManagerConfig | null {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid tag manager configuration:\n${lines.join('\n')}`);
  }
  const { TAG_MANAGER_ID: id, TAG_MANAGER_URL: url } = parsed.data;
  if (!id) return null;
  const scriptUrl = new URL(url);
  scriptUrl.searchParams.set('id', id);
  return { scriptUrl: scriptUrl.href, origin: scriptUrl.origin };
}
