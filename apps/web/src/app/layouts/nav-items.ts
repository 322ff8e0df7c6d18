import { paths } from '@/config/paths';

/** Top navigation; /login, /sign-up and /profile depend on the session. */
export const navItems = [
  { to: paths.home.href(), label: 'header.home', end: true },
  { to: paths.discover.href(), label: 'header.discover', end: false },
  { to: paths.donate.href(), label: 'header.donate', end: false },
  { to: paths.about.href(), label: 'header.about', end: false },
  { to: paths.contact.href(), label: 'header.contact', end: false },
  { to: paths.blogs.href(), label: 'header.blogs', end: false },
  { to: paths.help.href(), label: 'header.help', end: false },
] as const;
