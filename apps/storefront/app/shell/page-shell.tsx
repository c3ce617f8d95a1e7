import type { ReactNode } from 'react';
import { AnnouncementBar } from '../announcements/announcement-bar.tsx';
import { ShellStateProvider } from '../cart/shell-state-provider.tsx';
import { Footer } from '../footer/footer.tsx';
import { NotificationSlot } from '../notifications/notification-slot.tsx';
import { SiteMeta } from '../seo/site-meta.tsx';
import { Header } from './header.tsx';
import { NewsletterSlot } from './newsletter-slot.tsx';
import type { ShellData } from './shell-data.server.ts';
import { landmarkIds, SkipLinks } from './skip-links.tsx';
import { UspBar } from './usp-bar.tsx';

/** `indexable` is false for error pages, which search engines should not list. */
type Props = { shell: ShellData; origin: string; indexable?: boolean; children: ReactNode };

/**
 * Every page's frame in the order of spec section 2: skip links, announcement bar, selling points,
 * header, main content, newsletter block, footer.
 */
export function PageShell({ shell, origin, indexable = true, children }: Props) {
  const { siteContent } = shell;
  return (
    <ShellStateProvider>
      <SiteMeta
        origin={origin}
        shopName={shell.shopName}
        organisationDescription={shell.organisationDescription}
        indexable={indexable}
      />
      <SkipLinks />
      <AnnouncementBar
        announcements={shell.announcements}
        backgroundColor={siteContent.topBarBackgroundColor}
      />
      <UspBar entries={siteContent.uspBar} backgroundColor={siteContent.uspBarBackgroundColor} />
      <Header shopName={shell.shopName} menu={shell.menu} accountUrl={shell.accountUrl} />
      <main id={landmarkIds.content} tabIndex={-1}>
        {children}
      </main>
      <NewsletterSlot />
      <Footer shopName={shell.shopName} />
      <NotificationSlot />
    </ShellStateProvider>
  );
}
