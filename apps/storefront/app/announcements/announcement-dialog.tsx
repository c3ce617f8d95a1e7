import { Anchor, Button, Group, Modal, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useMessages } from '../i18n/define-messages.ts';
import type { Announcement } from './announcement.ts';
import { announcementMessages } from './messages.ts';
import { useCopy } from './use-copy.ts';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';

const copiedForMs = 2000;

type Props = { announcement: Announcement; opened: boolean; onClose: () => void };

/** Loaded on demand when a slide is clicked; Mantine's Modal traps focus and closes on Escape. */
export default function AnnouncementDialog({ announcement, opened, onClose }: Props) {
  const t = useMessages(announcementMessages);
  const { copied, copy } = useCopy(copiedForMs);
  const { discountCode, link } = announcement;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={announcement.title}
      centered
      returnFocus={false}
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text mb="md">{announcement.description}</Text>
      {discountCode && (
        <Group mb="md" gap="sm">
          <Text component="span">
            {t('codeLabel')}: <strong data-testid="discount-code">{discountCode}</strong>
          </Text>
          <Button variant="light" onClick={() => copy(discountCode)} aria-live="polite">
            {copied ? t('codeCopied') : t('copyCode')}
          </Button>
        </Group>
      )}
      {link && (
        <Anchor component={Link} to={link} onClick={onClose} fw={600}>
          {announcement.linkText ?? link}
        </Anchor>
      )}
    </Modal>
  );
}
