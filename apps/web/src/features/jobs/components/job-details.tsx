import type { JobDetail } from '@app/contract';
import { Anchor, Avatar, Badge, Container, Grid, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { DEFAULT_IMAGE } from '@/components/cards/fallback-images';
import { paths } from '@/config/paths';
import { BANNER_PICTURE, StoredImage, storedAvatar } from '@/components/ui/stored-image';
import { JobApply } from './job-details-apply';
import { JobFacts } from './job-details-facts';
import { JobText } from './job-details-text';
import { JobPdf } from './job-pdf';

/** The texts of a vacancy, in the order of the page; each gets a heading when it has a value. */
const jobTextSections = [
  'description',
  'background',
  'tasks',
  'responsibilities',
  'requirements',
  'conditions',
] as const;

interface JobDetailsProps {
  job: JobDetail;
  /** Buttons for the owner (Edit, Delete), shown beside the title; others see nothing. */
  actions?: ReactNode;
}

/**
 * One vacancy: title, picture and non-profit, Apply Now (or the closed notice), the
 * facts, the texts that have a value under their headings, and the PDF when there is one.
 */
export function JobDetails({ job, actions }: JobDetailsProps) {
  const { t } = useTranslation();
  const sections = jobTextSections.filter((key) => job[key]?.trim());

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Anchor component={Link} to={paths.jobs.href()} size="sm" fw={600}>
          <Group gap={6} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            {t('jobs.details.backToJobs')}
          </Group>
        </Anchor>

        <Stack component="header" gap="md">
          {job.picture ? (
            <StoredImage
              file={job.picture}
              fallback={DEFAULT_IMAGE}
              {...BANNER_PICTURE}
              priority
              alt=""
              h={{ base: 180, sm: 280 }}
              radius="lg"
              fit="cover"
            />
          ) : null}
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap="xs" style={{ flex: '1 1 320px' }}>
              {job.closed ? (
                <Badge color="gray.7" variant="filled" radius="sm">
                  {t('jobs.card.closed')}
                </Badge>
              ) : null}
              <Title order={1} fz={{ base: 28, sm: 38 }} style={{ overflowWrap: 'anywhere' }}>
                {job.title}
              </Title>
              <Group gap="xs" wrap="nowrap">
                <Avatar
                  {...storedAvatar(job.nonprofit.logo, 32)}
                  size={32}
                  radius="xl"
                  color="ember"
                  aria-hidden="true"
                >
                  {job.nonprofit.name.slice(0, 1).toUpperCase()}
                </Avatar>
                <Anchor
                  component={Link}
                  to={paths.nonprofitDetails.href(job.nonprofit.id)}
                  fw={600}
                >
                  {t('jobs.details.at', { name: job.nonprofit.name })}
                </Anchor>
              </Group>
            </Stack>
            {actions ? <Group gap="sm">{actions}</Group> : null}
          </Group>
          <JobApply job={job} />
        </Stack>

        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap="xl">
              {sections.map((key) => (
                <Stack key={key} component="section" aria-labelledby={`job-${key}-title`} gap="sm">
                  <Title order={2} size="h3" id={`job-${key}-title`}>
                    {t(`jobs.details.sections.${key}`)}
                  </Title>
                  <JobText text={job[key] ?? ''} />
                </Stack>
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <JobFacts job={job} />
          </Grid.Col>
        </Grid>

        {job.pdf_url ? <JobPdf pdfUrl={job.pdf_url} title={job.title} /> : null}
      </Stack>
    </Container>
  );
}
