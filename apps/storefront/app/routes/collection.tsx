import { keepAfterCartAction } from '../cart/after-cart-action.ts';
import { loadCollection } from '../collection/collection.server.ts';
import { CollectionPage } from '../collection/collection-page.tsx';
import { resolveLanguage } from '../i18n/languages.ts';
import type { Route } from './+types/collection';

export const shouldRevalidate = keepAfterCartAction;

/** `/{lang}/c/{handle}`; an unknown handle answers 404 inside the shell of the visitor's language. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await loadCollection(resolveLanguage(params.lang), params.handle, new URL(request.url));
  if (!page) throw new Response(null, { status: 404 });
  return page;
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  return <CollectionPage collection={loaderData.collection} list={loaderData.list} />;
}
