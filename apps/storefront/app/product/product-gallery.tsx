import { type MouseEvent, useRef, useState } from 'react';
import { imageSources, widthSources } from '../catalog/image-sources.ts';
import { useMessages } from '../i18n/define-messages.ts';
import { productMessages } from './messages.ts';
import classes from './product.module.css';
import type { ProductImage } from './product-view.ts';

const mainSize = 560;
const thumbSize = 64;
/** Drawings on the image host's size steps, from a small phone's 1x to a wide desktop's 2x. */
const mainWidths = [400, 640, 800, 960, 1120, 1280] as const;
/**
 * The slide's width as product.module.css lays it out, rounded up: beside the details from 62em on, at
 * most 38rem (half of the page's 80rem less its padding and gap); below that the screen's width less
 * 2rem, rounded up to the whole width (the drawing chosen is the same step at the usual phone widths).
 */
const mainSlotSizes = '(min-width:62em) 38rem,100vw';

/**
 * Up to ten images as a row that scrolls sideways (swipe on a phone) with thumbnails below. Without
 * JavaScript a thumbnail is a plain link to its slide (`#product-image-3`); with it, the row scrolls
 * there without touching the URL, and the thumbnail of the slide in view is marked.
 */
export function ProductGallery({ images, title }: { images: ProductImage[]; title: string }) {
  const t = useMessages(productMessages);
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const count = images.length;
  if (count === 0) return null;

  const show = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    const slide = track.current?.children[index];
    if (!(slide instanceof HTMLElement) || !track.current) return;
    event.preventDefault();
    track.current.scrollTo({ left: slide.offsetLeft - track.current.offsetLeft, behavior: 'smooth' });
    setActive(index);
  };
  const onScroll = () => {
    const row = track.current;
    if (row && row.clientWidth > 0) setActive(Math.round(row.scrollLeft / row.clientWidth));
  };

  return (
    <div className={classes.gallery}>
      {/* Focusable, so keyboard users can scroll the row with the arrow keys. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus (WCAG 2.1.1) */}
      <ul className={classes.slides} ref={track} onScroll={onScroll} tabIndex={0} aria-label={t('gallery')}>
        {images.map((image, index) => (
          <li key={image.url} id={`product-image-${index + 1}`} className={classes.slide}>
            <img
              {...widthSources(image.url, mainWidths, 640)}
              sizes={mainSlotSizes}
              alt={image.altText || title}
              width={mainSize}
              height={mainSize}
              // The first image is the page's largest paint; the others wait until they are scrolled to.
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
            />
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <ul className={classes.thumbs}>
          {images.map((image, index) => (
            <li key={image.url}>
              <a
                href={`#product-image-${index + 1}`}
                onClick={(event) => show(event, index)}
                aria-label={t('showImage', { index: index + 1, count })}
                aria-current={index === active ? 'true' : undefined}
                className={classes.thumb}
              >
                <img
                  {...imageSources(image.url, thumbSize)}
                  alt=""
                  width={thumbSize}
                  height={thumbSize}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
