import type { Id } from '@app/contract';
import { Button, Modal, Paper, Stack, Text, ThemeIcon, UnstyledButton, Group } from '@mantine/core';
import {
  IconBuilding,
  IconCircleCheck,
  IconChevronRight,
  IconFlag,
  IconHeartHandshake,
  type Icon,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { userCompaniesQueryOptions } from '../api/get-user-companies';
import { userFundraisersQueryOptions } from '../api/get-user-fundraisers';
import { userNonprofitsQueryOptions } from '../api/get-user-nonprofits';
import { useUserPages } from './use-user-pages';

interface PageType {
  key: 'company' | 'nonprofit' | 'fundraiser';
  href: string;
  icon: Icon;
  color: string;
  /** The user already runs one: the option is hidden. */
  has: boolean;
}

interface CreatePageDialogProps {
  opened: boolean;
  onClose: () => void;
  userId: Id;
}

/**
 * Create New Page: links to the company, non-profit and fundraiser registration, each
 * hidden when the user already runs one of that kind. Closing refreshes the three lists.
 */
export function CreatePageDialog({ opened, onClose, userId }: CreatePageDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pages = useUserPages(userId);

  function close() {
    for (const options of [
      userCompaniesQueryOptions(userId),
      userNonprofitsQueryOptions(userId),
      userFundraisersQueryOptions(userId),
    ]) {
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
    }
    onClose();
  }

  const types: PageType[] = [
    {
      key: 'company',
      href: paths.companyRegistration.href(),
      icon: IconBuilding,
      color: 'grape',
      has: (pages.companies?.length ?? 0) > 0,
    },
    {
      key: 'nonprofit',
      href: paths.nonprofitRegistration.href(),
      icon: IconHeartHandshake,
      color: 'leaf',
      has: (pages.nonprofits?.length ?? 0) > 0,
    },
    {
      key: 'fundraiser',
      href: paths.fundraiserRegistration.href(),
      icon: IconFlag,
      color: 'ember',
      has: (pages.fundraisers?.length ?? 0) > 0,
    },
  ];
  const available = types.filter((type) => !type.has);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('createPage.title')}
      centered
      transitionProps={{ transition: 'fade', duration: 300 }}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {pages.isPending ? (
        <PageLoader />
      ) : (
        <Stack gap="sm">
          {available.length === 0 ? (
            <EmptyState icon={<IconCircleCheck size={28} />} message={t('createPage.none')} />
          ) : (
            <>
              <Text c="dimmed">{t('createPage.intro')}</Text>
              <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {available.map(({ key, href, icon: TypeIcon, color }) => (
                  <li key={key}>
                    <UnstyledButton component={Link} to={href} w="100%" onClick={close}>
                      <Paper withBorder radius="md" p="md">
                        <Group wrap="nowrap" gap="md">
                          <ThemeIcon
                            size={44}
                            radius="xl"
                            variant="light"
                            color={color}
                            aria-hidden="true"
                          >
                            <TypeIcon size={24} />
                          </ThemeIcon>
                          <Stack gap={2} style={{ flex: 1 }}>
                            <Text fw={700}>{t(`createPage.${key}`)}</Text>
                            <Text size="sm" c="dimmed">
                              {t(`createPage.${key}Text`)}
                            </Text>
                          </Stack>
                          <IconChevronRight size={18} aria-hidden="true" />
                        </Group>
                      </Paper>
                    </UnstyledButton>
                  </li>
                ))}
              </Stack>
            </>
          )}
          <Button variant="default" onClick={close} mt="xs">
            {t('common.close')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
