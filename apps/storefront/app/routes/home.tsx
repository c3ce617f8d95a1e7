import { useRouteLoaderData } from 'react-router';
import { keepAfterCartAction } from '../cart/after-cart-action.ts';
import { Bestsellers } from '../home/bestsellers.tsx';
import { CollectionTiles } from '../home/collection-tiles.tsx';
import { Hero } from '../home/hero.tsx';
import { loadHomeData } from '../home/home-data.server.ts';
import { homeMessages } from '../home/messages.ts';
import { TopBrands } from '../home/top-brands.tsx';
import { useMessages } from '../i18n/define-messages.ts';
import { resolveLanguage } from '../i18n/languages.ts';
import { PageTitle } from '../seo/page-title.tsx';
import type { Route } from './+types/home';
import type { loader as layoutLoader } from './language-layout.tsx';

export const shouldRevalidate = keepAfterCartAction;

export async function loader({ params }: Route.LoaderArgs) {
  return loadHomeData(resolveLanguage(params.lang));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useMessages(homeMessages);
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/language-layout');
  const primaryHref = layout?.shell.menu.find((item) => item.href)?.href ?? null;
  return (
    <>
      <PageTitle title={t('pageTitle')} description={layout?.shell.shopDescription} />
      <Hero
        tagline={layout?.shell.shopDescription ?? null}
        primaryHref={primaryHref}
        showBestsellers={loaderData.products.length > 0}
      />
      <CollectionTiles collections={loaderData.collections} />
      <Bestsellers products={loaderData.products} />
      <TopBrands brands={loaderData.brands} />
    </>
  );
}
