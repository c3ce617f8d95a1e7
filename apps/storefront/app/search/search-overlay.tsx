import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { getQueryClient } from '../query/query-client.ts';
import { searchMessages } from './messages.ts';
import { useCloseOnBack } from './overlay-history.ts';
import { searchPagePath } from './search-page-path.ts';
import { SearchPanel } from './search-panel.tsx';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';

type Props = { opened: boolean; onClose: () => void };

/**
 * The search layer of spec sections 2 and 4, loaded on demand by SearchField: 80em wide, full
 * screen on small screens, fading down in 200 ms; closing (outside click, Escape, close button,
 * back button) clears the query.
 */
export default function SearchOverlay({ opened, onClose }: Props) {
  const t = useMessages(searchMessages);
  const [query, setQuery] = useState('');
  // Mounted closed first, so that the opening transition runs also on the first open.
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(opened), [opened]);
  const smallScreen = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  const close = () => {
    setQuery('');
    onClose();
  };
  const leaveHistoryEntry = useCloseOnBack(shown, close);
  const navigate = useNavigate();
  const language = useLanguage();
  const showResults = (term: string) => {
    const trimmed = term.trim();
    if (trimmed === '') return;
    // The results page takes the overlay's history entry: back leads to the page the search began on.
    navigate(searchPagePath(language.key, trimmed), { replace: true });
    close();
  };

  return (
    <QueryClientProvider client={getQueryClient()}>
      <Modal
        opened={shown}
        onClose={() => {
          close();
          leaveHistoryEntry();
        }}
        size="80em"
        // SearchField gives the focus back itself, without reopening the overlay.
        returnFocus={false}
        fullScreen={smallScreen}
        transitionProps={{ transition: 'fade-down', duration: 200 }}
        title={t('search.label')}
        closeButtonProps={{ 'aria-label': t('search.close') }}
        data-testid="search-overlay"
      >
        <SearchPanel query={query} onQueryChange={setQuery} onShowResults={showResults} />
      </Modal>
    </QueryClientProvider>
  );
}
