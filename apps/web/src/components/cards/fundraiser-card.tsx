import type { FundraiserListItem } from '@app/contract';
import { Group, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { CardShell, type CardProps } from './card-shell';
import classes from './cards.module.css';
import { FUNDRAISER_CARD_WORDS, truncateWords } from './card-text';
import { RaisedProgress } from './raised-progress';

type ParentKind = 'event' | 'project' | 'nonprofit';

/** The page a fundraiser raises money for: its event, else its project, else its non-profit. */
function fundraiserParent(
  item: Pick<FundraiserListItem, 'event' | 'project' | 'nonprofit'>,
): { kind: ParentKind; name: string } | null {
  if (item.event) return { kind: 'event', name: item.event.name };
  if (item.project) return { kind: 'project', name: item.project.name };
  if (item.nonprofit) return { kind: 'nonprofit', name: item.nonprofit.name };
  return null;
}

/**
 * A fundraiser: picture, name, the page it raises money for (an event's title when the parent
 * is an event), the first 7 words of its description, raised amount and progress to its goal.
 */
export function FundraiserCard({ item, action, to, titleOrder }: CardProps<FundraiserListItem>) {
  const { t } = useTranslation();
  const parent = fundraiserParent(item);
  return (
    <CardShell
      to={to ?? paths.discoverDetails.href('fundraiser', item.id)}
      title={item.name}
      textLang={{
        title: item.languages.name,
        label: item.label ? item.languages.label : undefined,
        description: item.languages.description,
      }}
      titleOrder={titleOrder}
      picture={item.picture ?? item.image}
      logo={item.logo}
      label={item.label ?? t('cards.types.fundraiser')}
      meta={
        parent ? (
          <Group gap={8} wrap="nowrap">
            {/* The list item carries no picture of the parent: its initial stands in. */}
            <span className={classes.parentInitial} aria-hidden="true">
              {parent.name.slice(0, 1).toUpperCase()}
            </span>
            <Text size="sm" c="gray.7" lineClamp={1}>
              <Text span size="xs" fw={700} tt="uppercase" c="gray.7">
                {t(`cards.parent.${parent.kind}`)}
              </Text>{' '}
              {parent.name}
            </Text>
          </Group>
        ) : null
      }
      description={item.description ? truncateWords(item.description, FUNDRAISER_CARD_WORDS) : null}
      footer={<RaisedProgress raised={item.raised} goal={item.goal} />}
      action={action}
    />
  );
}
