import { Button } from '@mantine/core';
import { IconExternalLink, IconShare } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { browser } from '@/lib/browser';
import { useTranslation } from '@/lib/i18n';
import { useDialogOnDemand } from '@/lib/use-on-demand';

// The share dialog (with Mantine's modal) loads when the owner reaches for Share.
const loadShareDialog = () =>
  import('@/components/share-dialog/share-dialog').then((module) => module.ShareDialog);

/** Navigation state a registration form leaves for the profile of the page it made. */
export interface PageCreatedState {
  created: true;
}

/** The profile a new page opens on: it offers to share the page at once. */
export const pageCreatedState: PageCreatedState = { created: true };

const justCreated = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { created?: unknown }).created === true;

interface PublicPageLinksProps {
  /** The page's public path, e.g. `paths.fundraiserDetails.href(id)`. */
  href: string;
  /** The page's name, what is shared. */
  name: string;
}

/**
 * 'View public page' and 'Share' on an owner's page profile. Arriving from the form that made
 * the page (`pageCreatedState`), the share dialog opens by itself with the public link, once:
 * the state is cleared so a reload does not ask again.
 */
export function PublicPageLinks({ href, name }: PublicPageLinksProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const share = useDialogOnDemand(loadShareDialog);
  const { Dialog: ShareDialog, open } = share;
  const [created, setCreated] = useState(() => justCreated(location.state));
  const url = `${browser.origin()}${href}`;

  useEffect(() => {
    if (!justCreated(location.state)) return;
    open();
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: null },
    );
  }, [location.state, location.pathname, location.search, navigate, open]);

  const close = () => {
    setCreated(false);
    share.close();
  };

  return (
    <>
      <Button
        component={Link}
        to={href}
        variant="default"
        leftSection={<IconExternalLink size={18} aria-hidden="true" />}
      >
        {t('share.viewPublic')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconShare size={18} aria-hidden="true" />}
        onClick={share.open}
        {...share.reach}
      >
        {t('share.button')}
      </Button>
      {ShareDialog ? (
        <ShareDialog
          opened={share.opened}
          onClose={close}
          url={url}
          title={name}
          heading={created ? t('share.createdTitle', { title: name }) : undefined}
          intro={created ? t('share.createdIntro') : undefined}
        />
      ) : null}
    </>
  );
}
