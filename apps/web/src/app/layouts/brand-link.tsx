import { ThemeIcon } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './layout.module.css';

/** The brand, linking home (header and footer). */
export function BrandLink({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.home.href()}
      className={classes.brand}
      aria-label={t('brand.homeLink')}
      style={inverted ? { color: '#ffffff' } : undefined}
    >
      <ThemeIcon size={36} radius="xl" color="ember" aria-hidden="true">
        <IconHeartHandshake size={22} />
      </ThemeIcon>
      <span>{t('brand.name')}</span>
    </Link>
  );
}
