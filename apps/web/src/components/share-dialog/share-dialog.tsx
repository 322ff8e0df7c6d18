import {
  Button,
  Flex,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import {
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandX,
  IconCheck,
  IconCopy,
} from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { shareLink, shareNetworks, type ShareNetwork } from './share-links';

interface ShareDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The full address to share. */
  url: string;
  /** What is shared, e.g. the page's name. */
  title: string;
  /** The dialog's heading and first line when not the usual ones (a page just made). */
  heading?: string;
  intro?: string;
}

const icons: Record<ShareNetwork, ReactNode> = {
  facebook: <IconBrandFacebook size={20} aria-hidden="true" />,
  x: <IconBrandX size={20} aria-hidden="true" />,
  whatsapp: <IconBrandWhatsapp size={20} aria-hidden="true" />,
  linkedin: <IconBrandLinkedin size={20} aria-hidden="true" />,
};

/**
 * The share popup: Facebook, X, WhatsApp and LinkedIn open in a new tab; Copy link
 * copies the address and says 'Copied'. The dialog traps focus and gives it back on close.
 */
export function ShareDialog({ opened, onClose, url, title, heading, intro }: ShareDialogProps) {
  const { t } = useTranslation();
  const clipboard = useClipboard({ timeout: 2500 });
  const input = useRef<HTMLInputElement>(null);

  const close = () => {
    clipboard.reset();
    onClose();
  };

  const copy = () => {
    clipboard.copy(url);
    // Whatever the clipboard does, the link is selected so it can be copied by hand too.
    input.current?.select();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={heading ?? t('share.title', { title })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
      radius="lg"
    >
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {intro ?? t('share.intro')}
        </Text>
        <SimpleGrid cols={2} spacing="sm">
          {shareNetworks.map((network) => (
            <Button
              key={network}
              component="a"
              href={shareLink(network, url, title)}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              color="ember"
              leftSection={icons[network]}
              aria-label={`${t('share.on', { network: t(`share.networks.${network}`) })} ${t('common.opensInNewTab')}`}
            >
              {t(`share.networks.${network}`)}
            </Button>
          ))}
        </SimpleGrid>
        <Flex
          gap="xs"
          align={{ base: 'stretch', xs: 'flex-end' }}
          direction={{ base: 'column', xs: 'row' }}
        >
          <TextInput
            ref={input}
            label={t('share.linkLabel')}
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button
            onClick={copy}
            color={clipboard.copied ? 'leaf.7' : 'ember'}
            leftSection={
              clipboard.copied ? (
                <IconCheck size={18} aria-hidden="true" />
              ) : (
                <IconCopy size={18} aria-hidden="true" />
              )
            }
          >
            {clipboard.copied ? t('share.copied') : t('share.copy')}
          </Button>
        </Flex>
        <div aria-live="polite">
          {clipboard.copied ? (
            <VisuallyHidden>{t('share.copiedAnnouncement')}</VisuallyHidden>
          ) : null}
          {clipboard.error ? (
            <Text size="sm" c="red.8">
              {t('share.copyFailed')}
            </Text>
          ) : null}
        </div>
      </Stack>
    </Modal>
  );
}
