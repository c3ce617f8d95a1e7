import { CloseButton, TextInput } from '@mantine/core';
import type { RefObject } from 'react';
import { useMessages } from '../i18n/define-messages.ts';
import { searchMessages } from './messages.ts';
import { SearchIcon } from './search-icon.tsx';

type Props = {
  value: string;
  onChange: (value: string) => void;
  onClear: () => void;
  /** Enter: the results page for the typed term. */
  onSubmit: (value: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
};

/**
 * The overlay's input: a clear button while it holds text; Enter blurs it (closes the phone keyboard)
 * and leads to the results page of the term.
 */
export function SearchInput({ value, onChange, onClear, onSubmit, inputRef }: Props) {
  const t = useMessages(searchMessages);
  return (
    <TextInput
      ref={inputRef}
      data-autofocus
      type="search"
      enterKeyHint="search"
      autoComplete="off"
      size="md"
      aria-label={t('search.label')}
      placeholder={t('search.placeholder')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          event.currentTarget.blur();
          onSubmit(event.currentTarget.value);
        }
      }}
      leftSection={<SearchIcon size={18} />}
      rightSection={value === '' ? null : <CloseButton aria-label={t('search.clear')} onClick={onClear} />}
    />
  );
}
