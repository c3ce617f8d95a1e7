import { useId } from 'react';
import classes from './footer.module.css';

/** A star's outline in a 24 × 24 box. */
const starPath =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z';

/**
 * Read-only stars at half-star precision (spec section 2), drawn without Mantine's Rating so the
 * footer needs none of Mantine's code (issue 19). Decorative: the wrapper names the score.
 */
export function StarRating({ value, count = 5 }: { value: number; count?: number }) {
  const id = useId();
  const halves = Math.round(value * 2);
  return (
    <span className={classes.starRow} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => {
        const fill = Math.min(Math.max(halves - index * 2, 0), 2) * 50;
        const gradient = `${id}-${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are a fixed row
          <svg key={index} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <defs>
              <linearGradient id={gradient}>
                <stop offset={`${fill}%`} stopColor="var(--mantine-color-yellow-5)" />
                <stop offset={`${fill}%`} stopColor="var(--mantine-color-gray-3)" />
              </linearGradient>
            </defs>
            <path d={starPath} fill={`url(#${gradient})`} />
          </svg>
        );
      })}
    </span>
  );
}
