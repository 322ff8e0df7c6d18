import { Box, Burger, Container, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { SiteSearch } from '@/features/search/components/site-search';
import { LanguageToggle } from '@/features/translations/components/language-toggle';
import { AccountActions } from './account-actions';
import { BrandLink } from './brand-link';
import classes from './layout.module.css';
import { navItems } from './nav-items';

/**
 * Site header (spec 2, Header and footer). From 768 px the navigation shows inline; below it,
 * a burger opens the same links, the search and the account actions in a drawer.
 */
export function Header() {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);

  return (
    <Box component="header" className={classes.header}>
      <Container>
        <Group h={68} justify="space-between" wrap="nowrap" gap="md">
          <BrandLink />
          <Box visibleFrom="sm" style={{ flex: 1, maxWidth: 440 }}>
            <SiteSearch />
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

      <Drawer
        id="mobile-menu"
        opened={menuOpened}
        onClose={menu.close}
        title={t('header.menuTitle')}
        position="right"
        size="85%"
        hiddenFrom="sm"
        closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
      >
        <Stack gap="md">
          <SiteSearch onNavigate={menu.close} />
          <nav aria-label={t('header.mainNavigation')}>
            <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={classes.mobileLink}
                    onClick={menu.close}
                  >
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </Stack>
          </nav>
          <Divider />
          <AccountActions stacked onNavigate={menu.close} />
        </Stack>
      </Drawer>
    </Box>
  );
}
