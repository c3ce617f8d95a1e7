import type { HTMLAttributes, ReactNode } from 'react';
import { useStaticIsland } from '../catalog/static-island.ts';

type Props = HTMLAttributes<HTMLElement> & {
  as: 'div' | 'nav' | 'ul';
  /** A value that is the same exactly when the content would be: while it is, the markup is kept. */
  sameAs: string;
  children: ReactNode;
};

/**
 * An element whose content has nothing React must own (plain links, `<details>`), kept as the server
 * rendered it when the page hydrates (decision 0087): React hydrates the element, not the hundreds of
 * elements inside, as the product grid's cards (catalog/static-island.ts). The phone menu and the
 * desktop navigation's panels repeat the whole catalogue menu on every page. When `sameAs` changes (a
 * client navigation to another language, a changed menu), React renders the children in its place.
 * A collection's filter values (checkboxes the list form reads natively) are kept the same way.
 */
export function KeptMarkup({ as: Tag, sameAs, children, ...attributes }: Props) {
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
