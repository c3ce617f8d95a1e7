export type UspEntry = { title: string; href: string | null };

/** Per-language site content (spec section 3) as the shell uses it. */
export type SiteContent = {
  uspBar: UspEntry[];
  uspBarBackgroundColor: string | null;
  topBarBackgroundColor: string | null;
};

export const emptySiteContent: SiteContent = {
  uspBar: [],
  uspBarBackgroundColor: null,
  topBarBackgroundColor: null,
};
