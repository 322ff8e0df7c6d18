import {
  IconBuildingBank,
  IconBuildingCommunity,
  IconBuildingSkyscraper,
  IconCalendarEvent,
  IconCoins,
  IconHeartHandshake,
  IconSearch,
  IconSparkles,
  IconTags,
  IconUser,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '@/config/paths';

/** The steps of the GET STARTED chooser. */
export type ChooserStep =
  'main' | 'follow' | 'donate' | 'fundraise' | 'fundraiseDiscover' | 'search' | 'funds';

/** A starting tab of /discover, passed as navigation state `{ tab }`. */
export type DiscoverTab =
  'topics' | 'nonprofit' | 'fundraiser' | 'events' | 'company' | 'companyEvents';

/** One choice: it leads to a page (`to`, with optional state) or to another step (`next`). */
export interface Choice {
  id: string;
  label: string;
  hint: string;
  icon: Icon;
  to?: string;
  state?: { tab: DiscoverTab };
  next?: ChooserStep;
}

export interface ChoiceGroup {
  /** Translation key of a heading above the group. */
  heading?: string;
  choices: Choice[];
}

const discover = (tab: DiscoverTab) => ({ to: paths.discover.href(), state: { tab } });

/** Fundraisers, Non-Profits, Topics, Events: what one can follow or donate to. */
function targetChoices(step: 'follow' | 'donate'): Choice[] {
  return [
    {
      id: 'fundraiser',
      label: 'chooser.choices.fundraiser',
      hint: 'chooser.choices.fundraiserHint',
      icon: IconHeartHandshake,
      // Donating to a fundraiser has its own chooser at /donate.
      ...(step === 'donate' ? { to: paths.donate.href() } : discover('fundraiser')),
    },
    {
      id: 'nonprofit',
      label: 'chooser.choices.nonprofit',
      hint: 'chooser.choices.nonprofitHint',
      icon: IconBuildingCommunity,
      ...discover('nonprofit'),
    },
    {
      id: 'topics',
      label: 'chooser.choices.topics',
      hint: 'chooser.choices.topicsHint',
      icon: IconTags,
      ...discover('topics'),
    },
    {
      id: 'events',
      label: 'chooser.choices.events',
      hint: 'chooser.choices.eventsHint',
      icon: IconCalendarEvent,
      ...discover('events'),
    },
  ];
}

const main = 'chooser.steps.main';
const fundraise = 'chooser.steps.fundraise';
const inspire = 'chooser.steps.fundraiseDiscover';

/** The choices of every step but search and funds, which show their own content. */
export const stepChoices: Record<Exclude<ChooserStep, 'search' | 'funds'>, ChoiceGroup[]> = {
  main: [
    {
      choices: [
        {
          id: 'follow',
          label: `${main}.follow`,
          hint: `${main}.followHint`,
          icon: IconUserPlus,
          next: 'follow',
        },
        {
          id: 'donate',
          label: `${main}.donate`,
          hint: `${main}.donateHint`,
          icon: IconHeartHandshake,
          next: 'donate',
        },
        {
          id: 'fundraise',
          label: `${main}.fundraise`,
          hint: `${main}.fundraiseHint`,
          icon: IconCoins,
          next: 'fundraise',
        },
      ],
    },
    {
      heading: `${main}.organisations`,
      choices: [
        {
          id: 'nonprofit',
          label: `${main}.nonprofit`,
          hint: `${main}.nonprofitHint`,
          icon: IconBuildingCommunity,
          to: paths.nonprofitRegistration.href(),
        },
        {
          id: 'company',
          label: `${main}.company`,
          hint: `${main}.companyHint`,
          icon: IconBuildingSkyscraper,
          to: paths.companyRegistration.href(),
        },
        {
          id: 'funds',
          label: `${main}.funds`,
          hint: `${main}.fundsHint`,
          icon: IconBuildingBank,
          next: 'funds',
        },
      ],
    },
  ],
  follow: [{ choices: targetChoices('follow') }],
  donate: [{ choices: targetChoices('donate') }],
  fundraise: [
    {
      choices: [
        {
          id: 'individual',
          label: `${fundraise}.individual`,
          hint: `${fundraise}.individualHint`,
          icon: IconUser,
          to: paths.fundraiserRegistration.href(),
        },
        {
          id: 'team',
          label: `${fundraise}.team`,
          hint: `${fundraise}.teamHint`,
          icon: IconUsersGroup,
          to: paths.fundraiserRegistration.href(),
        },
        {
          id: 'company',
          label: `${fundraise}.company`,
          hint: `${fundraise}.companyHint`,
          icon: IconBuildingSkyscraper,
          to: paths.companyRegistration.href(),
        },
      ],
    },
    {
      heading: `${fundraise}.notSure`,
      choices: [
        {
          id: 'discover',
          label: `${fundraise}.discover`,
          hint: `${fundraise}.discoverHint`,
          icon: IconSparkles,
          next: 'fundraiseDiscover',
        },
      ],
    },
  ],
  fundraiseDiscover: [
    {
      choices: [
        {
          id: 'browse',
          label: `${inspire}.browse`,
          hint: `${inspire}.browseHint`,
          icon: IconUsers,
          ...discover('fundraiser'),
        },
        {
          id: 'search',
          label: `${inspire}.search`,
          hint: `${inspire}.searchHint`,
          icon: IconSearch,
          next: 'search',
        },
      ],
    },
  ],
};
