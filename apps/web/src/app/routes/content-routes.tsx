import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { AboutScreen } from './content/about-screen';
import { BlogDetailsScreen } from './content/blog-details-screen';
import { BlogsScreen } from './content/blogs-screen';
import { ContactScreen } from './content/contact-screen';
import { HelpArticleScreen } from './content/help-article-screen';
import { HelpScreen } from './content/help-screen';
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
