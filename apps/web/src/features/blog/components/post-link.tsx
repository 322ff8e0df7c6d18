import type { BlogPost } from '@app/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/i18n';
import { blogNavigationState } from '../navigation-state';
import classes from './blog.module.css';

/** A link to /blog-details/{id} that carries the post, so the detail page shows it at once. */
export function PostLink({ post, children }: { post: BlogPost; children: ReactNode }) {
  const language = useLanguage();
  return (
    <Link
      to={paths.blogDetails.href(post.id)}
      state={blogNavigationState(post, language)}
      className={classes.titleLink}
    >
      {children}
    </Link>
  );
}
