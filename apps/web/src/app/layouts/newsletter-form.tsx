import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Newsletter sign-up in the footer. There is no newsletter call yet: it only thanks the visitor. */
export function NewsletterForm() {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      setError(t('footer.invalidEmail'));
      return;
    }
    setError(null);
    setDone(true);
    setEmail('');
  }

  if (done) {
    return (
      <Group gap="xs" role="status" c="leaf.2">
        <IconCircleCheck size={20} aria-hidden="true" />
        <Text size="sm" fw={600}>
          {t('footer.thanks')}
        </Text>
      </Group>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          type="email"
          autoComplete="email"
          label={t('footer.emailLabel')}
          placeholder={t('footer.emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
          style={{ flex: 1 }}
          styles={{ label: { color: '#f3ede7' }, error: { color: '#ffb4a8' } }}
        />
        <Button type="submit" mt={25} disabled={!hydrated}>
          {t('footer.subscribe')}
        </Button>
      </Group>
    </form>
  );
}
