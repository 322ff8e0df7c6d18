import { Alert, Button, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconEraser } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useEraseDonorData } from '@/features/privacy/api/erase-donor-data';
import { firstFieldErrors, tooManyAttemptsMessage } from '@/lib/api-client';

/**
 * /donor-erasure/{token}: the link in the receipt of a donation made without an account. It says
 * what is erased and what is kept (and why); nothing happens on opening it (mail scanners open
 * links too), only the button erases.
 */
export function DonorErasureScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const erase = useEraseDonorData();
  const text = (key: string) => t(`personalData.erasure.${key}`);
  const linkProblem = firstFieldErrors(erase.error).token;

  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {text('title')}
          </Title>
          {erase.isSuccess ? (
            <>
              <Alert
                color="leaf"
                variant="light"
                role="status"
                icon={<IconCircleCheck size={20} aria-hidden="true" />}
                title={text('doneTitle')}
              >
                {text('doneText')}
              </Alert>
              <Button component={Link} to={paths.home.href()} variant="default">
                {text('home')}
              </Button>
            </>
          ) : (
            <>
              <Text>{text('intro')}</Text>
              <Title order={2} size="h4">
                {text('erasesTitle')}
              </Title>
              <List spacing={4}>
                <List.Item>{text('erasesName')}</List.Item>
                <List.Item>{text('erasesMessage')}</List.Item>
                <List.Item>{text('erasesMail')}</List.Item>
              </List>
              <Title order={2} size="h4">
                {text('keepsTitle')}
              </Title>
              <List spacing={4}>
                <List.Item>{text('keepsMoney')}</List.Item>
                <List.Item>{text('keepsTotals')}</List.Item>
              </List>
              <Text fw={600}>{text('final')}</Text>
              {erase.isError ? (
                <Alert
                  color="red"
                  variant="light"
                  role="alert"
                  icon={<IconAlertCircle size={20} aria-hidden="true" />}
                >
                  {tooManyAttemptsMessage(erase.error, t) ?? linkProblem ?? text('failed')}
                </Alert>
              ) : null}
              <Button
                color="red.8"
                size="md"
                leftSection={<IconEraser size={18} aria-hidden="true" />}
                onClick={() => erase.mutate({ token })}
                disabled={erase.isPending}
              >
                {erase.isPending ? text('submitting') : text('confirm')}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
