import { Divider, Drawer, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { NavLink } from 'react-router';
import { SiteSearch } from '@/features/search/components/site-search';
import { AccountActions } from './account-actions';
import classes from './layout.module.css';
import { navItems } from './nav-items';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The header's menu below 768 px: the search, the same links and the account actions in a
 * drawer. Its own file, loaded when the burger is first used.
 */
export function MobileMenu({ opened, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      title={t('header.menuTitle')}
      position="right"
      size="85%"
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
    >
      <Stack gap="md">
        <SiteSearch onNavigate={onClose} />
        <nav aria-label={t('header.mainNavigation')}>
          <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={classes.mobileLink}
                  onClick={onClose}
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </Stack>
        </nav>
        <Divider />
        <AccountActions stacked onNavigate={onClose} />
      </Stack>
    </Drawer>
  );
}
