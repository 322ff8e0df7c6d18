import type { PublicUser, SessionUser } from '@app/contract';
import { ActionIcon, Avatar, Box, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { initials, storageUrl } from '@/lib/format';
import { ImageUploadButton } from './image-upload-button';
import classes from './profile.module.css';
import { useImageUpload } from './use-image-upload';

interface ProfileHeaderProps {
  user: SessionUser | PublicUser;
  /** A new user record after an image upload. */
  onUserUpdated: (user: SessionUser) => void;
  /** Buttons under the name (Edit Profile, Create New Page). */
  actions?: ReactNode;
}

/** Banner and logo with their upload buttons, the name and the e-mail. */
export function ProfileHeader({ user, onUserUpdated, actions }: ProfileHeaderProps) {
  const { t } = useTranslation();
  const banner = useImageUpload(user.id, 'background_image', onUserUpdated);
  const logo = useImageUpload(user.id, 'logo', onUserUpdated);
  const bannerSrc = banner.preview ?? storageUrl(user.background_image);
  const logoSrc = logo.preview ?? storageUrl(user.logo);
  const errors = [banner.error, logo.error].filter(Boolean);

  return (
    <Box component="section" aria-labelledby="profile-name">
      <div className={classes.banner}>
        {bannerSrc ? (
          <img
            src={bannerSrc}
            alt={t('profile.images.bannerAlt', { name: user.name })}
            className={classes.bannerImage}
          />
        ) : null}
        <ImageUploadButton
          onSelect={banner.select}
          inputLabel={t('profile.images.bannerInput')}
          disabled={banner.uploading}
        >
          {(props) => (
            <Button
              {...props}
              className={classes.bannerButton}
              variant="white"
              color="dark"
              size="xs"
              leftSection={<IconPhoto size={16} aria-hidden="true" />}
              loading={banner.uploading}
            >
              {t('profile.images.changeBanner')}
            </Button>
          )}
        </ImageUploadButton>
      </div>

      <Group className={classes.identity} align="flex-end" gap="lg" wrap="wrap">
        <div className={classes.logoWrap}>
          <Avatar
            src={logoSrc}
            alt={t('profile.images.logoAlt', { name: user.name })}
            size={128}
            radius={999}
            color="ember"
            className={classes.logo}
          >
            <Text fz={40} fw={700} aria-hidden="true">
              {initials(user.name)}
            </Text>
          </Avatar>
          <ImageUploadButton
            onSelect={logo.select}
            inputLabel={t('profile.images.logoInput')}
            disabled={logo.uploading}
          >
            {(props) => (
              <Tooltip label={t('profile.images.changeLogo')}>
                <ActionIcon
                  {...props}
                  className={classes.logoButton}
                  size={36}
                  radius="xl"
                  loading={logo.uploading}
                  aria-label={t('profile.images.changeLogo')}
                >
                  <IconCamera size={18} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            )}
          </ImageUploadButton>
        </div>
        <Stack gap={4} style={{ flex: '1 1 240px' }} pb="xs">
          <Title
            order={1}
            id="profile-name"
            fz={{ base: 26, sm: 32 }}
            style={{ overflowWrap: 'anywhere' }}
          >
            {user.name}
          </Title>
          {'email' in user ? (
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          ) : null}
        </Stack>
        {actions ? (
          <Group gap="sm" pb="xs">
            {actions}
          </Group>
        ) : null}
      </Group>

      <div aria-live="polite">
        {errors.map((message) => (
          <Text key={message} c="red.8" size="sm" mt="sm" px="md" role="alert">
            {message}
          </Text>
        ))}
      </div>
    </Box>
  );
}
