import type { FollowType, Id } from '@app/contract';
import {
  Alert,
  Avatar,
  Button,
  Group,
  Loader,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { IconCheck, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { tooManyAttemptsMessage } from '@/lib/api-client';
import { storedAvatar } from '@/components/ui/stored-image';
import { useFollow } from '../api/follow';
import { useUserFollows } from '../api/get-user-follows';

export type PickerChoice = Extract<FollowType, 'fundraiser' | 'nonprofit'>;

/** A page the picker offers, whatever list it came from. */
export interface FollowCandidate {
  id: number;
  name: string;
  image: string | null;
  /** A second line, e.g. the non-profit a fundraiser raises money for. */
  detail: string | null;
}

interface FollowPickerProps {
  userId: Id;
  choice: PickerChoice;
  onChoiceChange: (choice: PickerChoice) => void;
  search: string;
  onSearchChange: (search: string) => void;
  /** Results for the (debounced) search of the current choice. */
  candidates: FollowCandidate[] | undefined;
  /** How many pages match the search in all (the list shows the first few). */
  total?: number;
  status: 'pending' | 'error' | 'success';
  /** A newer search is on its way while the last results stay on screen. */
  refreshing: boolean;
  onRetry: () => void;
}

const choices: Array<{ value: PickerChoice; label: string; hint: string; empty: string }> = [
  {
    value: 'fundraiser',
    label: 'follows.picker.fundraisers',
    hint: 'follows.picker.findPerson',
    empty: 'follows.picker.noFundraisers',
  },
  {
    value: 'nonprofit',
    label: 'follows.picker.nonprofits',
    hint: 'follows.picker.findOrganization',
    empty: 'follows.picker.noNonprofits',
  },
];

/**
 * 'Who do you want to follow?': Fundraisers (find a person) or Non-profits
 * (find an organization), a searchable list with a Follow button per row; rows already followed
 * say Following.
 */
export function FollowPicker(props: FollowPickerProps) {
  const { userId, choice, onChoiceChange, search, onSearchChange } = props;
  const { t } = useTranslation();
  const current = choices.find((item) => item.value === choice) ?? choices[0]!;

  return (
    <Stack gap="md" component="section" aria-labelledby="follow-picker-title">
      <Title order={2} size="h3" id="follow-picker-title">
        {t('follows.picker.title')}
      </Title>
      <Radio.Group
        value={choice}
        onChange={(value) => onChoiceChange(value as PickerChoice)}
        aria-labelledby="follow-picker-title"
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {choices.map((item) => (
            <Radio.Card key={item.value} value={item.value} radius="md" p="md">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator />
                <div>
                  <Text fw={700}>{t(item.label)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(item.hint)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <TextInput
        type="search"
        label={t(current.hint)}
        placeholder={t('follows.picker.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={props.refreshing ? <Loader size="xs" aria-hidden="true" /> : null}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
      />
      <CandidateList {...props} emptyText={t(current.empty)} userId={userId} />
    </Stack>
  );
}

function CandidateList({
  userId,
  choice,
  candidates,
  total,
  status,
  onRetry,
  emptyText,
}: FollowPickerProps & { emptyText: string }) {
  const { t } = useTranslation();
  const follows = useUserFollows(userId);
  const follow = useFollow();
  const followed = new Set(follows.data?.data.map((item) => `${item.type}-${item.id}`));

  if (status === 'pending') return <PageLoader />;
  if (status === 'error') {
    return <ErrorState message={t('follows.picker.error')} onRetry={onRetry} />;
  }
  if (!candidates || candidates.length === 0) return <EmptyState message={emptyText} />;

  const failed = follow.isError
    ? candidates.find((item) => item.id === follow.variables?.id)
    : undefined;

  return (
    <Stack gap="xs">
      {failed ? (
        <Alert color="red" variant="light" role="alert">
          {tooManyAttemptsMessage(follow.error, t) ??
            t('follows.picker.followFailed', { name: failed.name })}
        </Alert>
      ) : null}
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {candidates.map((item) => {
          const isFollowed = followed.has(`${choice}-${item.id}`);
          const isPending =
            follow.isPending &&
            follow.variables?.type === choice &&
            follow.variables.id === item.id;
          return (
            <li key={item.id}>
              <Paper withBorder radius="md" p="sm">
                <Group gap="md" wrap="nowrap">
                  <Avatar
                    {...storedAvatar(item.image, 40)}
                    alt=""
                    radius="xl"
                    size={40}
                    color="ember"
                  >
                    {item.name.slice(0, 1).toUpperCase()}
                  </Avatar>
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={600} lineClamp={2}>
                      {item.name}
                    </Text>
                    {item.detail ? (
                      <Text size="xs" c="dimmed" truncate>
                        {item.detail}
                      </Text>
                    ) : null}
                  </Stack>
                  {isFollowed ? (
                    <Button
                      size="xs"
                      variant="light"
                      color="leaf"
                      leftSection={<IconCheck size={14} aria-hidden="true" />}
                      disabled
                      aria-label={t('follows.picker.followingLabel', { name: item.name })}
                    >
                      {t('follows.picker.following')}
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      leftSection={<IconUserPlus size={14} aria-hidden="true" />}
                      disabled={follows.isPending || isPending}
                      aria-label={t('follows.picker.followLabel', { name: item.name })}
                      onClick={() =>
                        follow.mutate(
                          { type: choice, id: item.id },
                          {
                            onSuccess: () =>
                              notifications.show({
                                color: 'leaf',
                                message: t('follows.picker.followed', { name: item.name }),
                              }),
                          },
                        )
                      }
                    >
                      {t('follows.picker.follow')}
                    </Button>
                  )}
                </Group>
              </Paper>
            </li>
          );
        })}
      </Stack>
      {total !== undefined && total > candidates.length ? (
        <Text size="sm" c="dimmed" ta="center">
          {t('follows.picker.more', { shown: candidates.length, total })}
        </Text>
      ) : null}
    </Stack>
  );
}
