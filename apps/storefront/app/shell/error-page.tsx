import { Button, Container, Text, Title } from '@mantine/core';
import { useLanguage, useTranslate } from '../i18n/use-language.ts';

type ErrorKind = 'unavailable' | 'notFound' | 'unknown';

/** A full page in the visitor's language; never a stack trace. */
export function ErrorPage({ kind }: { kind: ErrorKind }) {
  const t = useTranslate();
  const language = useLanguage();
  return (
    <Container component="main" id="main" size="sm" py="xl">
      <title>{`${t(`error.${kind}.title`)}${t('meta.titleSeparator')}${t('meta.siteName')}`}</title>
      <meta name="robots" content="noindex" />
      <Title order={1}>{t(`error.${kind}.title`)}</Title>
      <Text my="md">{t(`error.${kind}.text`)}</Text>
      <Button component="a" href={`/${language.key}`}>
        {t('error.backHome')}
      </Button>
    </Container>
  );
}
