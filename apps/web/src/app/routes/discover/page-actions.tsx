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
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation } from 'react-router';
import { ShareDialog } from '@/components/share-dialog/share-dialog';
import { paths } from '@/config/paths';
import { donationState, type DonationSource } from '@/features/donations/donation-state';
import { pageQueryKey } from '@/features/pages/api/get-page-details';
import { calendarFileUrl } from '@/features/pages/calendar';
import { ActionPicker, type PickerAction } from '@/features/pages/components/action-picker';
import { kindLabelKey } from '@/features/pages/page-kind';
import { FollowButton, useFollowToggle } from './follow-button';
import { browser } from '@/lib/browser';

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
  const [pickerOpened, setPickerOpened] = useState(false);
  const [shareOpened, setShareOpened] = useState(false);
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
        setPickerOpened(false);
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
      setPickerOpened(false);
      setShareOpened(true);
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
            onClick={() => setPickerOpened(true)}
            aria-haspopup="dialog"
          >
            {t('details.takeAction')}
          </Button>
        )}
        <Button
          size="md"
          variant="default"
          leftSection={<IconShare size={20} aria-hidden="true" />}
          onClick={() => setShareOpened(true)}
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
      <ActionPicker
        opened={pickerOpened}
        onClose={() => setPickerOpened(false)}
        name={page.name}
        actions={actions}
      />
      <ShareDialog
        opened={shareOpened}
        onClose={() => setShareOpened(false)}
        url={shareUrl}
        title={page.name}
      />
    </>
  );
}
