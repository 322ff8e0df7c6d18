import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyScreen } from './lazy-screen';

/** Public screens of the content area; the router places them under the root layout. */
export const contentRoutes: RouteObject[] = [
  {
    path: paths.about.path,
    lazy: lazyScreen(
      () => import('./content/about-screen'),
      (m) => <m.AboutScreen />,
    ),
  },
  {
    path: paths.contact.path,
    lazy: lazyScreen(
      () => import('./content/contact-screen'),
      (m) => <m.ContactScreen />,
    ),
  },
  {
    path: paths.blogs.path,
    lazy: lazyScreen(
      () => import('./content/blogs-screen'),
      (m) => <m.BlogsScreen />,
    ),
  },
  {
    path: paths.blogDetails.path,
    lazy: lazyScreen(
      () => import('./content/blog-details-screen'),
      (m) => <m.BlogDetailsScreen />,
    ),
  },
  {
    path: paths.help.path,
    lazy: lazyScreen(
      () => import('./content/help-screen'),
      (m) => <m.HelpScreen />,
    ),
  },
  {
    path: paths.article.path,
    lazy: lazyScreen(
      () => import('./content/help-article-screen'),
      (m) => <m.HelpArticleScreen />,
    ),
  },
  {
    path: paths.moreInformation.path,
    lazy: lazyScreen(
      () => import('./content/more-information'),
      (m) => <m.MoreInformationRoute />,
    ),
  },
];
