import { Loader } from '@mantine/core';
import { useMessages } from '../i18n/define-messages.ts';
import { Delayed } from '../shell/delayed.tsx';
import { searchMessages } from './messages.ts';

/** The overlay's loading indicator, after the lazy loading delay of spec section 9. */
export function SearchLoader() {
  const t = useMessages(searchMessages);
  return (
    <Delayed>
      <Loader size="sm" mt="md" aria-label={t('search.loading')} data-testid="search-loading" />
    </Delayed>
  );
}
