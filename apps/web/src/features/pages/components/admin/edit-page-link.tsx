import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';

interface EditPageLinkProps {
  /** The page's edit route, e.g. `paths.editCompanyProfile.href(id)`. */
  to: string;
  /** The page as loaded, so the edit form opens without reading it again. */
  state: unknown;
}

/** 'Edit Page' on a company, non-profit or fundraiser profile; shown to the owner only. */
export function EditPageLink({ to, state }: EditPageLinkProps) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={to}
      state={state}
      variant="default"
      leftSection={<IconPencil size={18} aria-hidden="true" />}
    >
      {t('pageAdmin.editPage')}
    </Button>
  );
}
