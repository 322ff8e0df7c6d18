import {
  Box,
  Button,
  Group,
  Modal,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowLeft, IconBuildingCommunity, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { stepChoices, type Choice, type ChooserStep } from './chooser-steps';
import classes from './home.module.css';

interface GetStartedChooserProps {
  opened: boolean;
  onClose: () => void;
  /** The search of the search step; the app provides it (the search feature owns it). */
  renderSearch?: (close: () => void) => ReactNode;
}

/**
 * The GET STARTED chooser: main, follow/donate choices, fundraising type,
 * fundraising discover and search steps. Back returns one level; Back on main closes.
 */
export function GetStartedChooser({ opened, onClose, renderSearch }: GetStartedChooserProps) {
  const { t } = useTranslation();
  const [history, setHistory] = useState<ChooserStep[]>(['main']);
  const step = history[history.length - 1] ?? 'main';
  const title = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const [wasOpened, setWasOpened] = useState(opened);

  // Opened again, the chooser starts at the main step (reset while rendering, not in an effect).
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setHistory(['main']);
  }

  // After a step change focus goes to the new step's title, so it is read out and Tab goes on.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    title.current?.focus();
  }, [step]);

  const close = () => onClose();
  const goTo = (next: ChooserStep) => {
    moved.current = true;
    setHistory((steps) => [...steps, next]);
  };
  const back = () => {
    if (history.length <= 1) {
      close();
      return;
    }
    moved.current = true;
    setHistory((steps) => steps.slice(0, -1));
  };

  let body: ReactNode;
  if (step === 'search') {
    body = renderSearch?.(close);
  } else if (step === 'funds') {
    body = (
      <Stack gap="md">
        <Text>{t('chooser.steps.funds.hint')}</Text>
        <Button
          component={Link}
          to={paths.nonprofitRegistration.href()}
          onClick={close}
          leftSection={<IconBuildingCommunity size={18} aria-hidden="true" />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('chooser.steps.funds.registerNonprofit')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="lg">
        {stepChoices[step].map((group, index) => (
          <Stack key={group.heading ?? index} gap="xs">
            {group.heading ? (
              <Title
                order={3}
                size="h6"
                ff="text"
                c="gray.7"
                tt="uppercase"
                style={{ letterSpacing: 1 }}
              >
                {t(group.heading)}
              </Title>
            ) : null}
            <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
              {group.choices.map((choice) => (
                <li key={choice.id}>
                  <ChoiceItem choice={choice} onNext={goTo} onLeave={close} />
                </li>
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    );
  }

  return (
    <Modal.Root opened={opened} onClose={close} size="lg" radius="lg" centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header>
          <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
            <Button
              variant="subtle"
              color="gray.8"
              size="compact-md"
              onClick={back}
              leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
              aria-label={t('chooser.backLabel')}
              style={{ flexShrink: 0 }}
            >
              {/* On a phone only the arrow shows, so the step title keeps its room. */}
              <Box component="span" visibleFrom="xs">
                {t('chooser.back')}
              </Box>
            </Button>
            <Modal.Title ref={title} tabIndex={-1} fz="lg" fw={700} style={{ outline: 'none' }}>
              {t(`chooser.steps.${step}.title`)}
            </Modal.Title>
          </Group>
          <Modal.CloseButton aria-label={t('chooser.close')} />
        </Modal.Header>
        <Modal.Body>
          <Text c="dimmed" mb="md">
            {t(`chooser.steps.${step}.intro`)}
          </Text>
          {body}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

interface ChoiceItemProps {
  choice: Choice;
  onNext: (step: ChooserStep) => void;
  /** A choice that leads to a page closes the chooser. */
  onLeave: () => void;
}

/** A large choice: a link to its page, or a button to its next step. */
function ChoiceItem({ choice, onNext, onLeave }: ChoiceItemProps) {
  const { t } = useTranslation();
  const content = (
    <Group wrap="nowrap" gap="md">
      <ThemeIcon size={44} radius="xl" variant="light" color="ember" aria-hidden="true">
        <choice.icon size={24} />
      </ThemeIcon>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text fw={700}>{t(choice.label)}</Text>
        <Text size="sm" c="dimmed">
          {t(choice.hint)}
        </Text>
      </div>
      <IconChevronRight size={20} aria-hidden="true" />
    </Group>
  );

  if (choice.to) {
    return (
      <UnstyledButton
        component={Link}
        to={choice.to}
        state={choice.state}
        onClick={onLeave}
        className={classes.choice}
      >
        {content}
      </UnstyledButton>
    );
  }
  return (
    <UnstyledButton onClick={() => choice.next && onNext(choice.next)} className={classes.choice}>
      {content}
    </UnstyledButton>
  );
}
