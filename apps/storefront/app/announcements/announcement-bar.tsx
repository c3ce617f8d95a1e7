import { Suspense, useEffect, useRef, useState } from 'react';
import { useMessages } from '../i18n/define-messages.ts';
import { lazyWithPreload } from '../shell/lazy-with-preload.ts';
import { type Announcement, isAnnouncementCurrent } from './announcement.ts';
import classes from './announcement-bar.module.css';
import { announcementMessages } from './messages.ts';
import { useRotation } from './use-rotation.ts';

const slideHeight = 50;
const intervalMs = 5000;
const dialog = lazyWithPreload(() => import('./announcement-dialog.tsx'));

type Props = { announcements: Announcement[]; backgroundColor: string | null };

/**
 * The announcements still within their window by the browser's clock: a page from the page cache may be
 * older than an announcement's end. The first render keeps the server's list, so hydration matches.
 */
function useCurrentAnnouncements(loaded: Announcement[]): Announcement[] {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => setNow(Date.now()), []);
  return now === null ? loaded : loaded.filter((announcement) => isAnnouncementCurrent(announcement, now));
}

/** Spec section 2: a vertical carousel (height 50, every 5000 ms); a click opens the announcement's dialog. */
export function AnnouncementBar({ announcements: loaded, backgroundColor }: Props) {
  const t = useMessages(announcementMessages);
  const announcements = useCurrentAnnouncements(loaded);
  const index = useRotation(announcements.length, intervalMs);
  const [open, setOpen] = useState<{ announcement: Announcement; opened: boolean } | null>(null);
  const track = useRef<HTMLDivElement>(null);

  // The previous slide becomes inert when the carousel advances: keep keyboard focus on the visible one.
  useEffect(() => {
    const container = track.current;
    if (container?.contains(document.activeElement)) container.querySelectorAll('button')[index]?.focus();
  }, [index]);

  if (announcements.length === 0) return null;
  const close = () => {
    setOpen((current) => current && { ...current, opened: false });
    // The slide that opened the dialog may have rotated away; give focus to the one now visible.
    track.current?.querySelectorAll('button')[index]?.focus();
  };
  return (
    <section
      className={classes.bar}
      aria-label={t('region')}
      aria-roledescription="carousel"
      style={backgroundColor ? { backgroundColor } : undefined}
    >
      <div
        className={classes.track}
        ref={track}
        style={{ transform: `translateY(-${index * slideHeight}px)` }}
      >
        {announcements.map((announcement, i) => (
          <button
            key={announcement.id}
            type="button"
            className={classes.slide}
            inert={i !== index}
            aria-haspopup="dialog"
            aria-label={`${announcement.title} (${t('slideLabel', { index: i + 1, count: announcements.length })})`}
            onPointerEnter={dialog.preload}
            onFocus={dialog.preload}
            onClick={() => setOpen({ announcement, opened: true })}
          >
            {announcement.title}
          </button>
        ))}
      </div>
      {open && (
        <Suspense fallback={null}>
          <dialog.Component announcement={open.announcement} opened={open.opened} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}
