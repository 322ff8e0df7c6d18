import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { BlogDetailsScreen } from '@/features/blog/screens/blog-details-screen';
import { BlogsScreen } from '@/features/blog/screens/blogs-screen';
import { AboutScreen } from '@/features/content/screens/about-screen';
import { ContactScreen } from '@/features/content/screens/contact-screen';
import { HelpArticleScreen } from '@/features/help/screens/help-article-screen';
import { HelpScreen } from '@/features/help/screens/help-screen';
import { MoreInformationRoute } from './content/more-information';

/** Public screens of the content area (issue 4); the router places them under the root layout. */
export const contentRoutes: RouteObject[] = [
  { path: paths.about.path, element: <AboutScreen /> },
  { path: paths.contact.path, element: <ContactScreen /> },
  { path: paths.blogs.path, element: <BlogsScreen /> },
  { path: paths.blogDetails.path, element: <BlogDetailsScreen /> },
  { path: paths.help.path, element: <HelpScreen /> },
  { path: paths.article.path, element: <HelpArticleScreen /> },
  { path: paths.moreInformation.path, element: <MoreInformationRoute /> },
];
