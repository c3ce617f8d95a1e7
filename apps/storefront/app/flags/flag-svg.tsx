import type { ReactNode } from 'react';

/**
 * Flags drawn as SVG (emoji flags do not render on every system): the countries of the shop's
 * roasters and makers and of its languages, keyed by ISO 3166-1 alpha-2 code.
 */
const flags = {
  DE: (
    <>
      <rect width="30" height="7" fill="#000" />
      <rect y="7" width="30" height="6" fill="#dd0000" />
      <rect y="13" width="30" height="7" fill="#ffce00" />
    </>
  ),
  DK: (
    <>
      <rect width="30" height="20" fill="#c8102e" />
      <path d="M11 0v20M0 10h30" stroke="#fff" strokeWidth="3.5" />
    </>
  ),
  GB: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.5" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.5" />
    </>
  ),
  IT: (
    <>
      <rect width="10" height="20" fill="#009246" />
      <rect x="10" width="10" height="20" fill="#fff" />
      <rect x="20" width="10" height="20" fill="#ce2b37" />
    </>
  ),
  AT: (
    <>
      <rect width="30" height="20" fill="#c8102e" />
      <rect y="6.67" width="30" height="6.67" fill="#fff" />
    </>
  ),
  CH: (
    <>
      <rect width="30" height="20" fill="#da291c" />
      <path d="M15 5v10M10 10h10" stroke="#fff" strokeWidth="3.5" />
    </>
  ),
  ES: (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type FlagCountry = keyof typeof flags;

export function isFlagCountry(code: string): code is FlagCountry {
  return Object.hasOwn(flags, code);
}

/** A country's flag, decorative (the text beside it names the country). */
export function FlagSvg({
  country,
  width,
  height,
  className,
}: {
  country: FlagCountry;
  width: number;
  height: number;
  className?: string;
}) {
  return (
    <svg className={className} viewBox="0 0 30 20" width={width} height={height} aria-hidden="true">
      {flags[country]}
    </svg>
  );
}
