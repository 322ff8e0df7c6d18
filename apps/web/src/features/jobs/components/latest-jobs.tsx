import { SimpleGrid, Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { paths } from '@/config/paths';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useLatestJobs } from '../api/get-jobs';
import classes from './jobs.module.css';

/**
 * The newest open vacancies (up to 3) as compact links, for the home job promo. While they load,
 * when the call fails or when there are none, it shows nothing: the promo stands on its own.
 */
export function LatestJobs({ mt }: { mt?: MantineSpacing }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useLatestJobs();
  const jobs = query.data?.data ?? [];
  if (jobs.length === 0) return null;

  return (
    <Stack gap="sm" mt={mt}>
      <Title order={3} size="h5" c="inherit" id="latest-jobs-title">
        {t('jobs.latest.heading')}
      </Title>
      <SimpleGrid
        component="ul"
        aria-labelledby="latest-jobs-title"
        cols={{ base: 1, sm: 3 }}
        spacing="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {jobs.map((job) => {
          const deadline = formatDate(job.deadline, language);
          const where = [job.nonprofit.name, job.city].filter(Boolean).join(' · ');
          return (
            <li key={job.id}>
              <Link to={paths.jobDetails.href(job.id)} className={classes.latestLink}>
                <Stack gap={2} p="sm">
                  <Text fw={700} lineClamp={2}>
                    {job.title}
                  </Text>
                  <Text size="sm" c="gray.7" lineClamp={1}>
                    {where}
                  </Text>
                  {deadline ? (
                    <Text size="xs" c="gray.7">
                      {t('jobs.latest.deadline', { date: deadline })}
                    </Text>
                  ) : null}
                </Stack>
              </Link>
            </li>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
