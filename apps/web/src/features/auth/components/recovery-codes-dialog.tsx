import { Alert, Button, Code, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconAlertTriangle, IconCopy, IconDownload } from '@tabler/icons-react';
import { browser } from '@/lib/browser';
import { useTranslation } from '@/lib/i18n';

interface RecoveryCodesDialogProps {
  /** The codes the server answered this once; null when there are none to show. */
  codes: string[] | null;
  /** The account's address, named in the downloaded file. */
  email: string;
  onClose: () => void;
}

/**
 * New recovery codes, shown this once: the server keeps only their hashes. The person copies
 * them or downloads them as a text file before closing; nothing here keeps them.
 */
export function RecoveryCodesDialog({ codes, email, onClose }: RecoveryCodesDialogProps) {
  const { t } = useTranslation();
  const clipboard = useClipboard({ timeout: 2500 });
  const list = codes ?? [];
  const text = [t('security.recovery.fileIntro', { email }), '', ...list, ''].join('\n');

  return (
    <Modal
      opened={codes !== null}
      onClose={onClose}
      title={t('security.recovery.shownTitle')}
      centered
      size="lg"
      // Only on purpose: a click beside the dialog must not lose codes that are shown once.
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden="true" />}
          // Read out with the dialog's title: the one thing to do now.
          role="note"
        >
          {t('security.recovery.shownText')}
        </Alert>
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2 }}
          spacing="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('security.recovery.listLabel')}
        >
          {list.map((code) => (
            <li key={code}>
              <Code fz="md" style={{ letterSpacing: '0.05em' }}>
                {code}
              </Code>
            </li>
          ))}
        </SimpleGrid>
        {clipboard.error ? (
          <Text size="sm" c="red.8" role="alert">
            {t('security.recovery.copyFailed')}
          </Text>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Button
              variant="default"
              data-autofocus
              leftSection={<IconCopy size={18} aria-hidden="true" />}
              onClick={() => clipboard.copy(list.join('\n'))}
            >
              {clipboard.copied ? t('security.recovery.copied') : t('security.recovery.copy')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden="true" />}
              onClick={() =>
                browser.saveFile(
                  new Blob([text], { type: 'text/plain;charset=utf-8' }),
                  t('security.recovery.fileName'),
                )
              }
            >
              {t('security.recovery.download')}
            </Button>
          </Group>
          <Button onClick={onClose}>{t('security.recovery.stored')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
