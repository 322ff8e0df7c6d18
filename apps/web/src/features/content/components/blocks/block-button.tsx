import { Button, VisuallyHidden, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { isInternalPath, normaliseHref } from './block-data';

interface BlockButtonProps extends ButtonProps {
  href: string;
  children: ReactNode;
}

/**
 * A call to action from page content: app paths use the router, other web addresses open in a
 * new tab without opener or referrer, mailto: and tel: open as they are.
 */
export function BlockButton({ href, children, ...props }: BlockButtonProps) {
  const { t } = useTranslation();
  const target = normaliseHref(href);
  if (isInternalPath(target)) {
    return (
      <Button component={Link} to={target} {...props}>
        {children}
      </Button>
    );
  }
  const external = /^https?:/i.test(target);
  return (
    <Button
      component="a"
      href={target}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...props}
    >
      {children}
      {external ? <VisuallyHidden>{` ${t('common.opensInNewTab')}`}</VisuallyHidden> : null}
    </Button>
  );
}
