import type { PageDetails } from '@app/contract';
import { Anchor, Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { storedAvatar } from '@/components/ui/stored-image';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

const AVATAR = 56;

/** The first letters of a name, for a face without a photo. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/**
 * Who is behind the page: the person running a fundraiser (name and photo; people have no
 * public profile page to link to), or the non-profit or company running an event, project or
 * company event, linking to its page.
 */
export function OrganiserPanel({ organiser }: { organiser: PageDetails['organiser'] }) {
  const { t } = useTranslation();
  if (!organiser) return null;
  const { kind, name } = organiser;
  const to =
    kind === 'nonprofit'
      ? paths.nonprofitDetails.href(organiser.id)
      : kind === 'company'
        ? paths.companyDetails.href(organiser.id)
        : null;
  const picture = storedAvatar(organiser.picture, AVATAR);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="organiser-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="organiser-heading">
          {t('organiser.heading')}
        </Title>
        <Group gap="md" wrap="nowrap">
          <Avatar
            src={picture.src}
            imageProps={picture.imageProps}
            size={AVATAR}
            radius={kind === 'person' ? 'xl' : 'md'}
            color="ember"
            // The name is beside it.
            alt=""
          >
            <span aria-hidden="true">{initials(name)}</span>
          </Avatar>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {to ? (
              <Anchor component={Link} to={to} inherit>
                {t(`organiser.${kind}`, { name })}
              </Anchor>
            ) : (
              t(`organiser.${kind}`, { name })
            )}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
