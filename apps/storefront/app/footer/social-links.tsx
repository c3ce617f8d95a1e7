import { useMessages } from '../i18n/define-messages.ts';
import { socialProfiles } from '../seo/organisation.ts';
import hidden from '../shell/visually-hidden.module.css';
import classes from './footer.module.css';
import { footerMessages } from './messages.ts';

const icons = {
  video:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
  photo:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.3 5.5a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z',
  network:
    'M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.5 1.6-1.5h1.7V4.5c-.3 0-1.3-.1-2.5-.1-2.4 0-4.1 1.5-4.1 4.2v2.3H7.5V14h2.7v8z',
} as const;

const labels = { video: 'socialVideo', photo: 'socialPhoto', network: 'socialNetwork' } as const;

/** Spec section 2: the video channel, photo network and social network of the shop. */
export function SocialLinks({ shopName }: { shopName: string }) {
  const t = useMessages(footerMessages);
  const kinds = ['video', 'photo', 'network'] as const;
  return (
    <ul className={classes.social}>
      {kinds.map((kind) => (
        <li key={kind}>
          <a href={socialProfiles[kind]} rel="noopener" target="_blank">
            <span className={hidden.text}>{t(labels[kind], { shop: shopName })}</span>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
              <path d={icons[kind]} fill="currentColor" fillRule="evenodd" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
