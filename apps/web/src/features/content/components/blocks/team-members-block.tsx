import { Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { DEFAULT_IMAGE } from '@/components/cards/fallback-images';
import { StoredImage } from '@/components/ui/stored-image';
import classes from '../content.module.css';
import { readItems, readText, type BlockData } from './block-data';

/** team_members: people with name, position, bio and photo. */
export function TeamMembersBlock({ data }: { data: BlockData }) {
  const { t } = useTranslation();
  const titleId = useId();
  const members = readItems(data, 'members').flatMap((member) => {
    const name = readText(member, 'name');
    return name
      ? [
          {
            name,
            position: readText(member, 'position'),
            bio: readText(member, 'bio'),
            photo: readText(member, 'image_url'),
          },
        ]
      : [];
  });
  if (members.length === 0) return null;

  return (
    <Container size="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="lg">
        <Title order={2} id={titleId}>
          {readText(data, 'heading') ?? readText(data, 'title') ?? t('content.blocks.teamTitle')}
        </Title>
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: members.length === 4 || members.length > 6 ? 4 : 3 }}
          spacing="lg"
          component="ul"
          p={0}
          m={0}
        >
          {members.map((member, index) => (
            <Paper
              key={index}
              component="li"
              withBorder
              radius="lg"
              p="lg"
              style={{ listStyle: 'none' }}
            >
              <Stack align="center" gap={6} ta="center">
                <StoredImage
                  file={member.photo}
                  fallback={DEFAULT_IMAGE}
                  sizes="112px"
                  width={112}
                  height={112}
                  priority={false}
                  alt=""
                  className={classes.memberPhoto}
                />
                <Title order={3} size="h4" mt="xs">
                  {member.name}
                </Title>
                {member.position ? (
                  <Text c="ember.8" fw={600} size="sm">
                    {member.position}
                  </Text>
                ) : null}
                {member.bio ? (
                  <Text c="gray.7" size="sm">
                    {member.bio}
                  </Text>
                ) : null}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
