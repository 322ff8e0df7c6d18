import { Button } from '@mantine/core';
import { IconCalendarEvent, IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { donationState, type DonationState } from '@/features/donations/donation-state';
import type { SdgCardActions } from '@/features/sdg/components/sdg-tabs';
import { FollowButton } from './follow-button';

/**
 * Donate (Doneer): to the payment screen with the donation state. No account is needed to
 * donate; the link's query names the target, so it also works without the state.
 */
function DonateButton({ donation }: { donation: DonationState }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={paths.payment.href(donation.name, { type: donation.source, id: donation.objectId })}
      state={donation}
      fullWidth
      leftSection={<IconHeartHandshake size={18} aria-hidden="true" />}
      aria-label={t('cards.donateLabel', { name: donation.name })}
    >
      {t('cards.donate')}
    </Button>
  );
}

/** Join (Meedoen): an event's own page. */
function JoinButton({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={paths.eventDetails.href(id)}
      fullWidth
      variant="outline"
      leftSection={<IconCalendarEvent size={18} aria-hidden="true" />}
      aria-label={t('cards.joinLabel', { name })}
    >
      {t('cards.join')}
    </Button>
  );
}

/**
 * The card buttons (Follow for topics, non-profits and companies; Donate for
 * fundraisers and company events; Join for events), shared with the discover screens.
 */
export function useCardActions(): Required<SdgCardActions> {
  const { t } = useTranslation();
  return {
    topic: (item) => <FollowButton type="topic" id={item.id} name={item.name} />,
    nonprofit: (item) => <FollowButton type="nonprofit" id={item.id} name={item.name} />,
    company: (item) => <FollowButton type="company" id={item.id} name={item.name} />,
    fundraiser: (item) => (
      <DonateButton
        donation={donationState({
          source: 'fundraiser',
          id: item.id,
          name: item.name,
          picture: item.picture ?? item.image,
          logo: item.logo,
          typeLabel: item.label ?? t('cards.types.fundraiser'),
          nonprofit: item.nonprofit,
        })}
      />
    ),
    companyEvent: (item) => (
      <DonateButton
        donation={donationState({
          source: 'company-event',
          id: item.id,
          name: item.name,
          picture: item.picture,
          logo: item.logo,
          typeLabel: item.label ?? t('cards.types.companyEvent'),
          nonprofit: item.nonprofit,
        })}
      />
    ),
    event: (item) => <JoinButton id={item.id} name={item.title} />,
  };
}
