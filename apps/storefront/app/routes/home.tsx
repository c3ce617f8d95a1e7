import { Container, Text, Title } from '@mantine/core';
import { shopQuery } from '@shop/storefront-api';
import { storefrontQuery } from '../commerce/storefront.server.ts';
import { resolveLanguage } from '../i18n/languages.ts';
import { useTranslate } from '../i18n/use-language.ts';
import type { Route } from './+types/home';

export async function loader({ params }: Route.LoaderArgs) {
  const language = resolveLanguage(params.lang);
  const { shop } = await storefrontQuery(shopQuery, { language: language.code });
  return { shop };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  return (
    <Container component="main" id="main" py="xl">
      <title>{`${t('home.title')}${t('meta.titleSeparator')}${loaderData.shop.name}`}</title>
      <Title order={1}>{loaderData.shop.name}</Title>
      <Text>{loaderData.shop.description}</Text>
    </Container>
  );
}
