import { Button } from '@mantine/core';
import { IconHeartHandshake, IconReceiptOff } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ResultCard } from '@/features/payments/components/result-card';

/** An unknown or missing donation reference: 'Donation not found', with a way to /donate. */
export function ReferenceNotFound() {
  const { t } = useTranslation();
  return (
    <ResultCard
      icon={<IconReceiptOff size={40} />}
      color="gray"
      title={t('payments.result.notFoundTitle')}
      text={t('payments.result.notFoundText')}
      actions={
        <Button
          component={Link}
          to={paths.donate.href()}
          leftSection={<IconHeartHandshake size={18} aria-hidden="true" />}
        >
          {t('payments.result.toDonate')}
        </Button>
      }
    />
  );
}
