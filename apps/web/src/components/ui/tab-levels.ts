import classes from './tab-levels.module.css';

/** Mantine Tabs `classNames` of a page's own tabs: the first level. */
export const primaryTabs = { list: classes.primaryList, tab: classes.primaryTab };

/** Mantine Tabs `classNames` of tabs inside a tab's panel: the second level. */
export const secondaryTabs = { list: classes.secondaryList, tab: classes.secondaryTab };
