import { Box, Burger, Container, Group } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { NavLink } from 'react-router';
import { SearchBox } from '@/features/search/components/search-box';
import { useDialogOnDemand } from '@/lib/use-on-demand';
import { LanguageToggle } from '@/features/translations/components/language-toggle';
import { AccountActions } from './account-actions';
import { BrandLink } from './brand-link';
import classes from './layout.module.css';
import { navItems } from './nav-items';

// The drawer's code arrives when the burger is first pointed at or used.
const loadMobileMenu = () => import('./mobile-menu').then((module) => module.MobileMenu);

/**
 * Site header. From 768 px the navigation shows inline; below it,
 * a burger opens the same links, the search and the account actions in a drawer (MobileMenu).
 */
export function Header() {
  const { t } = useTranslation();
  const menu = useDialogOnDemand(loadMobileMenu);
  const { Dialog: MobileMenu } = menu;
  const menuOpened = menu.opened;

  return (
    <Box component="header" className={classes.header}>
      <Container>
        <Group h={68} justify="space-between" wrap="nowrap" gap="md">
          <BrandLink />
          <Box visibleFrom="sm" style={{ flex: 1, maxWidth: 440 }}>
            <SearchBox />
          </Box>
          <Group gap="sm" wrap="nowrap">
            <LanguageToggle />
            <Box visibleFrom="sm">
              <AccountActions />
            </Box>
            <Burger
              hiddenFrom="sm"
              opened={menuOpened}
              onClick={menu.toggle}
              {...menu.reach}
              aria-label={menuOpened ? t('header.closeMenu') : t('header.openMenu')}
              aria-expanded={menuOpened}
              aria-controls="mobile-menu"
            />
          </Group>
        </Group>
        <Box component="nav" aria-label={t('header.mainNavigation')} visibleFrom="sm" pb="sm">
          <Group component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={classes.navLink}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </Group>
        </Box>
      </Container>

      {MobileMenu ? <MobileMenu opened={menuOpened} onClose={menu.close} /> : null}
    </Box>
  );
}
