import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';

const MAIN_CONTENT_ID = 'main-content';

/** Header, the current screen in <main>, footer. */
export function RootLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        {t('a11y.skipToContent')}
      </a>
      <Header />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
