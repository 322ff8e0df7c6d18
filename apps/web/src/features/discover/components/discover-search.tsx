import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import classes from './discover.module.css';

interface DiscoverSearchProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search box of a discover tab, with a visible label and a button that clears it. */
export function DiscoverSearch({ label, value, onChange }: DiscoverSearchProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={t('discover.search.placeholder')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      rightSection={
        value ? (
          <CloseButton aria-label={t('discover.search.clear')} onClick={() => onChange('')} />
        ) : null
      }
      classNames={{ input: classes.searchInput }}
      maw={480}
      size="md"
    />
  );
}
