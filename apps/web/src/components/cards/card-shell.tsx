import { Badge, Card, Text, Title } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Language } from '@app/contract';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { langOf } from '@/lib/text-lang';
import { Link } from 'react-router';
import { storageUrl } from '@/lib/format';
import classes from './cards.module.css';
import { DEFAULT_IMAGE } from './fallback-images';
import { logoPicture, StoredImage } from '@/components/ui/stored-image';

export type CardTitleOrder = 2 | 3 | 4;

/** What every card accepts besides its item. */
export interface CardProps<T> {
  item: T;
  /** The button of the card (Follow, Donate, Join); the screen wires it up. */
  action?: ReactNode;
  /** Where the card leads; /discover/details/{type}/{id} unless told. */
  to?: string;
  /** Heading level of the card title; 3 unless the page needs another. */
  titleOrder?: CardTitleOrder;
}

interface CardShellProps {
  to: string;
  title: string;
  titleOrder?: CardTitleOrder;
  /** Image file names; a missing or broken picture shows the default image. */
  picture: string | null;
  logo?: string | null;
  /** The badge over the picture: the item's label or its kind. */
  label: string;
  verified?: boolean;
  /** Lines under the title: parent page, goal, company, date... */
  meta?: ReactNode;
  /** Already cut to the card's length. */
  description?: string | null;
  /** Raised amount, progress, counts. */
  footer?: ReactNode;
  action?: ReactNode;
  /** The language of the title, label and description where the item says (owner-written texts). */
  textLang?: { title?: Language; label?: Language; description?: Language };
}

/**
 * The look shared by all cards: picture with label badge and logo, a title link that covers the
 * whole card (one large target, no link nested around the button), text, footer and action.
 */
export function CardShell(props: CardShellProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const logo = storageUrl(props.logo);
  const lang = (part: 'title' | 'label' | 'description') =>
    langOf(props.textLang?.[part], language);

  return (
    <Card component="article" withBorder radius="lg" padding="md" className={classes.card}>
      <Card.Section className={classes.media}>
        <StoredImage
          file={props.picture}
          shape="card"
          fallback={DEFAULT_IMAGE}
          sizes="(min-width: 75em) 300px, (min-width: 48em) 45vw, 100vw"
          width={640}
          height={320}
          alt=""
          h={160}
          fit="cover"
        />
        <div className={classes.badges}>
          <Badge color="ember.7" variant="filled" radius="sm" maw="100%" {...lang('label')}>
            {props.label}
          </Badge>
          {props.verified ? (
            <Badge
              color="leaf.7"
              variant="filled"
              radius="sm"
              leftSection={<IconRosetteDiscountCheck size={14} aria-hidden="true" />}
            >
              {t('cards.verified')}
            </Badge>
          ) : null}
        </div>
        {logo ? (
          <StoredImage
            file={props.logo}
            fallback={DEFAULT_IMAGE}
            {...logoPicture(56)}
            alt=""
            radius="xl"
            className={classes.logo}
          />
        ) : null}
      </Card.Section>
      <div className={`${classes.body} ${logo ? classes.withLogo : ''}`}>
        <Title order={props.titleOrder ?? 3} size="h4" lh={1.25}>
          <Link to={props.to} className={classes.titleLink} {...lang('title')}>
            {props.title}
          </Link>
        </Title>
        {props.meta}
        {props.description ? (
          <Text size="sm" c="dimmed" {...lang('description')}>
            {props.description}
          </Text>
        ) : null}
        {props.footer || props.action ? (
          <div className={classes.footer}>
            {props.footer}
            {props.action ? <div className={classes.action}>{props.action}</div> : null}
          </div>
        ) : null}
      </div>
    </Card>
  );
}

/** A small line of extra facts under a card title. */
export function CardMeta({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="gray.7" lineClamp={1}>
      {children}
    </Text>
  );
}
