import { Image, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { DEFAULT_IMAGE } from '@/components/cards/fallback-images';
import { storageUrl } from '@/lib/format';

interface SdgAboutModalProps {
  opened: boolean;
  onClose: () => void;
  name: string;
  description: string;
  picture: string | null;
}

/** 'About {name}': the goal's picture and its whole description. */
export function SdgAboutModal({ opened, onClose, name, description, picture }: SdgAboutModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('sdgPage.about', { name })}
      size="lg"
      radius="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        {picture ? (
          <Image
            src={storageUrl(picture)}
            fallbackSrc={DEFAULT_IMAGE}
            alt=""
            radius="md"
            mah={280}
            fit="cover"
          />
        ) : null}
        <Text style={{ whiteSpace: 'pre-line' }}>{description}</Text>
      </Stack>
    </Modal>
  );
}
