import type { DonationPackage } from '@app/contract';
import { SimpleGrid, Skeleton, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { InlineErrorState } from '@/components/ui/error-state';
import { formatEuros } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import classes from './donations.module.css';

/** The non-profit's donation packages as the screen loaded them (a TanStack Query result fits). */
export interface PackagesSource {
  /** False when there is no non-profit to ask: only a free amount then. */
  enabled: boolean;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: { data: DonationPackage[] } | undefined;
  refetch: () => Promise<unknown>;
}

interface PackageListProps {
  source: PackagesSource;
  selectedId: number | null;
  onSelect: (item: DonationPackage) => void;
  /** While the payment starts, the choice stays as it is. */
  disabled?: boolean;
}

/**
 * The suggested amounts: each package's title and euro amount; choosing one fills the
 * amount field and marks the package as chosen. While they load, grey tiles; when they fail,
 * 'Error loading donations' with Retry (the free amount keeps working meanwhile).
 */
export function PackageList({ source, selectedId, onSelect, disabled }: PackageListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!source.enabled) return null;

  if (source.isPending) {
    return (
      <div role="status" aria-live="polite">
        <VisuallyHidden>{t('donations.packages.loading')}</VisuallyHidden>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h={64} radius="md" data-testid="package-skeleton" />
          ))}
        </SimpleGrid>
      </div>
    );
  }
  if (source.isError) {
    return (
      <InlineErrorState
        message={t('donations.packages.failed')}
        onRetry={() => void source.refetch()}
        retrying={source.isFetching}
      />
    );
  }

  const packages = source.data?.data ?? [];
  if (packages.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('donations.packages.empty')}
      </Text>
    );
  }
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 2, sm: 3 }}
      spacing="sm"
      aria-label={t('donations.packages.label')}
      className={classes.packages}
    >
      {packages.map((item) => (
        <li key={item.id}>
          <UnstyledButton
            className={classes.package}
            aria-pressed={item.id === selectedId}
            onClick={() => onSelect(item)}
            disabled={disabled}
          >
            <Text size="sm" fw={500} lineClamp={2}>
              {item.title}
            </Text>
            <span className={classes.packageAmount}>{formatEuros(item.amount, language)}</span>
          </UnstyledButton>
        </li>
      ))}
    </SimpleGrid>
  );
}
