import type { FollowType, PageDetails } from '@app/contract';
import { Button, Group } from '@mantine/core';
import {
  IconCalendarPlus,
  IconCheck,
  IconHandClick,
  IconHeartHandshake,
  IconMail,
  IconShare,
  IconUserPlus,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { donationState, type DonationSource } from '@/features/donations/donation-state';
import { pageQueryKey } from '@/features/pages/api/get-page-details';
import { calendarFileUrl } from '@/features/pages/calendar';
import type { PickerAction } from '@/features/pages/components/action-picker';
import { kindLabelKey } from '@/features/pages/page-kind';
import { FollowButton, useFollowToggle } from './follow-button';
import { browser } from '@/lib/browser';
import { useDialogOnDemand } from '@/lib/use-on-demand';

// The picker and the share dialog are not part of the page's code (with Mantine's modal behind
// them): each loads when the visitor reaches for its button.
const loadActionPicker = () =>
  import('@/features/pages/components/action-picker').then((module) => module.ActionPicker);
const loadShareDialog = () =>
  import('@/components/share-dialog/share-dialog').then((module) => module.ShareDialog);

const followable: Partial<Record<PageDetails['type'], FollowType>> = {
  nonprofit: 'nonprofit',
  fundraiser: 'fundraiser',
  company: 'company',
};

/**
 * The buttons of a detail page: Donate Now (not for companies), Take Action (not for
 * fundraisers, which get Follow instead) with its picker, Share, and Contact for companies.
 */
export function PageActions({ page }: { page: PageDetails }) {
  const { t } = useTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const picker = useDialogOnDemand(loadActionPicker);
  const share = useDialogOnDemand(loadShareDialog);
  const { Dialog: ActionPicker } = picker;
  const { Dialog: ShareDialog } = share;
  const followType = followable[page.type] ?? null;
  // A new follower changes the count on this page.
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: pageQueryKey(page.type, page.id) });
  const follow = useFollowToggle(followType, page.id, page.name, refresh);
  const shareUrl = `${browser.origin()}${location.pathname}`;

  const donation =
    page.type === 'company'
      ? null
      : donationState({
          source: page.type as DonationSource,
          id: page.id,
          name: page.name,
          picture: page.picture,
          logo: page.logo,
          typeLabel: page.label ?? t(kindLabelKey(page.type)),
          nonprofit: page.nonprofit,
        });

  const calendar =
    page.type === 'event' && page.start_date
      ? calendarFileUrl({
          uid: `event-${page.id}@pifworld`,
          title: page.name,
          description: page.description,
          location: [page.address_line1, page.city].filter(Boolean).join(', ') || null,
          url: `${browser.origin()}${paths.eventDetails.href(page.id)}`,
          start: page.start_date,
          end: page.end_date,
        })
      : null;

  const actions: PickerAction[] = [];
  if (donation) {
    actions.push({
      key: 'donate',
      label: t('details.actions.donate'),
      hint: t('details.actions.donateHint'),
      icon: <IconHeartHandshake size={22} />,
      to: paths.payment.href(donation.name, { type: donation.source, id: donation.objectId }),
      state: donation,
    });
  }
  if (followType) {
    actions.push({
      key: 'follow',
      label: follow.following ? t('details.actions.following') : t('details.actions.follow'),
      hint: follow.following ? t('details.actions.followingHint') : t('details.actions.followHint'),
      icon: follow.following ? <IconCheck size={22} /> : <IconUserPlus size={22} />,
      pressed: follow.following,
      onSelect: () => {
        picker.close();
        follow.toggle();
      },
    });
  }
  actions.push({
    key: 'share',
    label: t('details.actions.share'),
    hint: t('details.actions.shareHint'),
    icon: <IconShare size={22} />,
    onSelect: () => {
      picker.close();
      share.open();
    },
  });
  if (calendar) {
    actions.push({
      key: 'join',
      label: t('details.actions.join'),
      hint: t('details.actions.joinHint'),
      icon: <IconCalendarPlus size={22} />,
      download: { href: calendar, fileName: `event-${page.id}.ics` },
    });
  }

  return (
    <>
      <Group gap="sm">
        {donation ? (
          <Button
            component={Link}
            to={paths.payment.href(donation.name, { type: donation.source, id: donation.objectId })}
            state={donation}
            size="md"
            leftSection={<IconHeartHandshake size={20} aria-hidden="true" />}
          >
            {t('details.donateNow')}
          </Button>
        ) : null}
        {page.type === 'fundraiser' ? (
          <FollowButton
            type="fundraiser"
            id={page.id}
            name={page.name}
            onChanged={refresh}
            size="md"
            fullWidth={false}
          />
        ) : (
          <Button
            size="md"
            variant="outline"
            leftSection={<IconHandClick size={20} aria-hidden="true" />}
            onClick={picker.open}
            {...picker.reach}
            aria-haspopup="dialog"
          >
            {t('details.takeAction')}
          </Button>
        )}
        <Button
          size="md"
          variant="default"
          leftSection={<IconShare size={20} aria-hidden="true" />}
          onClick={share.open}
          {...share.reach}
          aria-haspopup="dialog"
        >
          {t('share.button')}
        </Button>
        {page.type === 'company' && page.email ? (
          <Button
            component="a"
            href={`mailto:${page.email}`}
            size="md"
            variant="default"
            leftSection={<IconMail size={20} aria-hidden="true" />}
            aria-label={t('details.contactLabel', { name: page.name })}
          >
            {t('details.contact')}
          </Button>
        ) : null}
      </Group>
      {ActionPicker ? (
        <ActionPicker
          opened={picker.opened}
          onClose={picker.close}
          name={page.name}
          actions={actions}
        />
      ) : null}
      {ShareDialog ? (
        <ShareDialog opened={share.opened} onClose={share.close} url={shareUrl} title={page.name} />
      ) : null}
    </>
  );
}
