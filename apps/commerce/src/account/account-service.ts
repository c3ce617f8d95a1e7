import type { ShopLanguage } from '@shop/shop-rules';
import { mailDocument } from '../mail/mail-document.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { normalizeEmail } from '../newsletter/newsletter-service.ts';
import type { CommerceServices } from '../services/commerce-services.ts';
import { html } from '../shared/html-template.ts';
import { hashToken, newSecretToken } from '../shared/secret-token.ts';
import { accountMessages } from './account-messages.ts';
import {
  createSession,
  deleteSession,
  findSession,
  findUsableToken,
  saveSignInToken,
  useToken,
} from './account-store.ts';

/** How long a sign-in link works. */
export const signInLinkValidityMs = 15 * 60 * 1000;
/** How long a session lasts after signing in. */
export const sessionValidityMs = 30 * 24 * 60 * 60 * 1000;

type Services = Pick<CommerceServices, 'db' | 'config' | 'sendMail'>;

export const verifyPath = '/account/sign-in/verify';

function signInMail(email: string, language: ShopLanguage, link: string): MailMessage {
  const m = accountMessages[language];
  return {
    to: email,
    subject: m.mailSubject,
    html: mailDocument(
      language,
      m.mailSubject,
      html`<p>${m.mailGreeting}</p><p>${m.mailIntro}</p>
<p><a href="${link}" style="display:inline-block;background:#6b3e1f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${m.mailButton}</a></p>
<p style="font-size:14px;word-break:break-all"><a href="${link}">${link}</a></p>
<p style="color:#5c5249;font-size:14px">${m.mailIgnore}</p><p>${m.mailClosing}</p>`,
    ),
    text: [m.mailGreeting, '', m.mailIntro, link, '', m.mailIgnore, '', m.mailClosing].join('\n'),
  };
}

/** Stores a one-time link for the address and mails it in the visitor's language. */
export async function requestSignIn(
  services: Services,
  email: string,
  language: ShopLanguage,
  now: Date,
): Promise<void> {
  const token = newSecretToken();
  const address = normalizeEmail(email);
  await saveSignInToken(
    services.db,
    {
      tokenHash: hashToken(token),
      email: address,
      language,
      expiresAt: new Date(now.getTime() + signInLinkValidityMs),
    },
    now,
  );
  const link = `${services.config.publicUrl}${verifyPath}?token=${encodeURIComponent(token)}&locale=${language}`;
  await services.sendMail(signInMail(address, language, link));
}

/** The address a link would sign in, while it is unused and unexpired. */
export async function peekSignIn(services: Services, token: string, now: Date): Promise<string | undefined> {
  return (await findUsableToken(services.db, hashToken(token), now))?.email;
}

/** Uses a link and opens a session; the session's secret for the cookie, or undefined. */
export async function completeSignIn(
  services: Services,
  token: string,
  now: Date,
): Promise<{ sessionId: string; email: string } | undefined> {
  const used = await useToken(services.db, hashToken(token), now);
  if (!used) return undefined;
  const sessionId = newSecretToken();
  await createSession(
    services.db,
    {
      idHash: hashToken(sessionId),
      email: used.email,
      expiresAt: new Date(now.getTime() + sessionValidityMs),
    },
    now,
  );
  return { sessionId, email: used.email };
}

export async function sessionEmail(
  services: Services,
  sessionId: string | undefined,
  now: Date,
): Promise<string | undefined> {
  if (!sessionId) return undefined;
  return (await findSession(services.db, hashToken(sessionId), now))?.email;
}

export async function endSession(services: Services, sessionId: string | undefined): Promise<void> {
  if (sessionId) await deleteSession(services.db, hashToken(sessionId));
}
