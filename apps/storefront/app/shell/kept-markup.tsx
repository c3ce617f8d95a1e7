import { type HTMLAttributes, type ReactNode, useMemo } from 'react';
import { useStaticIsland } from '../catalog/static-island.ts';
import { useLanguage } from '../i18n/use-language.ts';

type Props = HTMLAttributes<HTMLElement> & {
  as: 'div' | 'dl' | 'nav' | 'ul';
  /** The data the children are rendered from: while it (and the language) is the same, the markup is kept. */
  source: unknown;
  children: ReactNode;
};

/**
 * An element whose content has nothing React must own (plain links, `<details>`), kept as the server
 * rendered it when the page hydrates (decision 0087): React hydrates the element, not the hundreds of
 * elements inside, as the product grid's cards (catalog/static-island.ts). The phone menu and the
 * desktop navigation's panels repeat the whole catalogue menu on every page; a collection's filter
 * values (checkboxes the list form reads natively) are kept the same way. When the content or the
 * language changes (a client navigation to another language, a filtered list), React renders the
 * children in its place. The content is compared by value: a revalidated loader's equal menu keeps it.
 */
export function KeptMarkup({ as: Tag, source, children, ...attributes }: Props) {
  const language = useLanguage().key;
  // Serialised once per content object, not on every render of the menu or the filters.
  const sameAs = useMemo(() => `${language}|${JSON.stringify(source)}`, [language, source]);
  const island = useStaticIsland(sameAs);
  if (island.markup) {
    return (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own markup of this element, left as it is (static-island.ts)
      <Tag {...attributes} data-island={island.id} dangerouslySetInnerHTML={island.markup} />
    );
  }
  return (
    <Tag {...attributes} data-island={island.id}>
      {children}
    </Tag>
  );
}
