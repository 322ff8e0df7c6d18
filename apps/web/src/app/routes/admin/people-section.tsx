import type { AdminOwnedPage, AdminPerson, AdminUser, AdminUsersQuery } from '@app/contract';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, Route, Routes, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useBlockPerson } from '@/features/admin/api/block-person';
import { type PeopleFilters, usePeople } from '@/features/admin/api/get-people';
import { usePerson } from '@/features/admin/api/get-person';
import { useSetPersonRole } from '@/features/admin/api/set-person-role';
import { useUnblockPerson } from '@/features/admin/api/unblock-person';
import { errorMessage, isMissing } from '@/lib/api-client';
import { formatEuros, formatLongDate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { notifications } from '@/lib/notifications';
import { useSession } from '@/lib/session';
import { ConsoleList } from './console-list';
import { ReasonDialog } from './reason-dialog';

type Filter = NonNullable<AdminUsersQuery['filter']> | 'all';

const personHref = (id: number) => paths.admin.href(`people/${id}`);

function ownedPageHref(page: AdminOwnedPage): string {
  switch (page.type) {
    case 'nonprofit':
      return paths.nonprofitDetails.href(page.id);
    case 'fundraiser':
      return paths.fundraiserDetails.href(page.id);
    case 'company':
      return paths.companyDetails.href(page.id);
  }
}

function StatusBadge({ person }: { person: AdminUser }) {
  const { t } = useTranslation();
  return person.blocked_at ? (
    <Badge color="red">{t('consolePeople.blocked')}</Badge>
  ) : (
    <Badge color="teal" variant="light">
      {t('consolePeople.active')}
    </Badge>
  );
}

function RoleBadge({ person }: { person: AdminUser }) {
  const { t } = useTranslation();
  return (
    <Badge color={person.role === 'admin' ? 'violet' : 'gray'} variant="light">
      {t(`consolePeople.roles.${person.role}`)}
    </Badge>
  );
}

/** The search form and the list of accounts, newest first. */
function PeopleList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [filters, setFilters] = useState<PeopleFilters>({});
  const people = usePeople(filters);

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters({ search, filter: filter === 'all' ? undefined : filter });
  }

  return (
    <Stack gap="md">
      <Title order={2}>{t('console.sections.people')}</Title>
      <Text c="dimmed">{t('consolePeople.intro')}</Text>
      <Paper withBorder radius="md" p="md" component="form" onSubmit={apply} role="search">
        <Group align="end" gap="sm">
          <TextInput
            label={t('consolePeople.search')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maxLength={200}
            w={{ base: '100%', xs: 260 }}
          />
          <Select
            label={t('consolePeople.filter')}
            value={filter}
            onChange={(value) => setFilter((value as Filter | null) ?? 'all')}
            allowDeselect={false}
            data={(['all', 'blocked', 'admin'] as const).map((value) => ({
              value,
              label: t(`consolePeople.filters.${value}`),
            }))}
            w={{ base: '100%', xs: 200 }}
          />
          <Button type="submit">{t('consolePeople.apply')}</Button>
          <Button
            variant="default"
            onClick={() => {
              setSearch('');
              setFilter('all');
              setFilters({});
            }}
          >
            {t('consolePeople.clear')}
          </Button>
        </Group>
      </Paper>
      <ConsoleList list={people} texts="consolePeople">
        {(rows) => (
          <>
            <Table.ScrollContainer minWidth={640}>
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('consolePeople.name')}</Table.Th>
                    <Table.Th>{t('consolePeople.email')}</Table.Th>
                    <Table.Th>{t('consolePeople.role')}</Table.Th>
                    <Table.Th>{t('consolePeople.status')}</Table.Th>
                    <Table.Th>{t('consolePeople.since')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((person) => (
                    <Table.Tr key={person.id}>
                      <Table.Td>
                        <Anchor component={Link} to={personHref(person.id)}>
                          {person.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{person.email}</Table.Td>
                      <Table.Td>
                        <RoleBadge person={person} />
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge person={person} />
                      </Table.Td>
                      <Table.Td>{formatLongDate(person.created_at, language)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </ConsoleList>
    </Stack>
  );
}

/** A failure inside a dialog: the server's message, or the dialog's own. */
function DialogError({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
      {errorMessage(error, fallback)}
    </Alert>
  );
}

/** Blocking: a reason is required (the person is e-mailed it); it stays when the block fails. */
function BlockDialog({ person, onClose }: { person: AdminPerson; onClose: () => void }) {
  const { t } = useTranslation();
  const block = useBlockPerson();
  return (
    <ReasonDialog
      texts={{
        title: t('consolePeople.blockDialog.title'),
        text: t('consolePeople.blockDialog.text', { name: person.name }),
        reason: t('consolePeople.blockDialog.reason'),
        reasonRequired: t('consolePeople.blockDialog.reasonRequired'),
        cancel: t('consolePeople.cancel'),
        confirm: t('consolePeople.blockDialog.confirm'),
        failed: t('consolePeople.blockDialog.failed'),
      }}
      pending={block.isPending}
      error={block.error}
      onConfirm={(reason) =>
        block.mutate(
          { id: person.id, body: { reason } },
          {
            onSuccess: (answer) => {
              notifications.show({
                color: 'teal',
                message: t(
                  answer.changed
                    ? 'consolePeople.notices.blocked'
                    : 'consolePeople.notices.unchanged',
                ),
              });
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    />
  );
}

/** A change that needs only a yes: unblocking, or giving or taking the operator role. */
function ConfirmDialog({
  title,
  text,
  confirm,
  pending,
  error,
  failed,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirm: string;
  pending: boolean;
  error: unknown;
  failed: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={pending ? () => {} : onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        {error ? <DialogError error={error} fallback={failed} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('consolePeople.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={pending} data-autofocus>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

type Action = 'block' | 'unblock' | 'role';

function PersonActions({ person }: { person: AdminPerson }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState<Action | null>(null);
  const unblock = useUnblockPerson();
  const setRole = useSetPersonRole();
  const self = user?.id === person.id;
  const nextRole = person.role === 'admin' ? 'user' : 'admin';
  const close = () => {
    setOpen(null);
    unblock.reset();
    setRole.reset();
  };
  const notice = (changed: boolean, done: string) =>
    notifications.show({
      color: 'teal',
      message: t(changed ? done : 'consolePeople.notices.unchanged'),
    });

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('consolePeople.actions.title')}
        </Title>
        {self ? (
          <Text size="sm" c="dimmed">
            {t('consolePeople.you')}
          </Text>
        ) : (
          <Group gap="sm">
            {person.blocked_at ? (
              <Button variant="default" onClick={() => setOpen('unblock')}>
                {t('consolePeople.actions.unblock')}
              </Button>
            ) : (
              <Button color="red" variant="light" onClick={() => setOpen('block')}>
                {t('consolePeople.actions.block')}
              </Button>
            )}
            <Button variant="default" onClick={() => setOpen('role')}>
              {t(
                person.role === 'admin'
                  ? 'consolePeople.actions.revokeAdmin'
                  : 'consolePeople.actions.makeAdmin',
              )}
            </Button>
          </Group>
        )}
      </Stack>
      {open === 'block' ? <BlockDialog person={person} onClose={close} /> : null}
      {open === 'unblock' ? (
        <ConfirmDialog
          title={t('consolePeople.unblockDialog.title')}
          text={t('consolePeople.unblockDialog.text', { name: person.name })}
          confirm={t('consolePeople.unblockDialog.confirm')}
          failed={t('consolePeople.unblockDialog.failed')}
          pending={unblock.isPending}
          error={unblock.error}
          onClose={close}
          onConfirm={() =>
            unblock.mutate(person.id, {
              onSuccess: (answer) => {
                notice(answer.changed, 'consolePeople.notices.unblocked');
                close();
              },
            })
          }
        />
      ) : null}
      {open === 'role' ? (
        <ConfirmDialog
          title={t(
            nextRole === 'admin'
              ? 'consolePeople.roleDialog.makeTitle'
              : 'consolePeople.roleDialog.revokeTitle',
          )}
          text={t(
            nextRole === 'admin'
              ? 'consolePeople.roleDialog.makeText'
              : 'consolePeople.roleDialog.revokeText',
            { name: person.name },
          )}
          confirm={t('consolePeople.roleDialog.confirm')}
          failed={t('consolePeople.roleDialog.failed')}
          pending={setRole.isPending}
          error={setRole.error}
          onClose={close}
          onConfirm={() =>
            setRole.mutate(
              { id: person.id, role: nextRole },
              {
                onSuccess: (answer) => {
                  notice(
                    answer.changed,
                    nextRole === 'admin'
                      ? 'consolePeople.notices.madeAdmin'
                      : 'consolePeople.notices.revokedAdmin',
                  );
                  close();
                },
              },
            )
          }
        />
      ) : null}
    </Paper>
  );
}

/** A part of the person's view: a named region (its heading names it). */
function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function PersonView({ person }: { person: AdminPerson }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { donations, follows } = person;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} style={{ overflowWrap: 'anywhere' }}>
          {person.name}
        </Title>
        <Text style={{ overflowWrap: 'anywhere' }}>{person.email}</Text>
        <Group gap="xs">
          <RoleBadge person={person} />
          <StatusBadge person={person} />
          <Text size="sm" c="dimmed">
            {t('consolePeople.since')}: {formatLongDate(person.created_at, language)}
          </Text>
        </Group>
        {person.blocked_at ? (
          <Text size="sm" c="red.8">
            {t('consolePeople.blockedSince', {
              date: formatLongDate(person.blocked_at, language),
              reason: person.blocked_reason ?? '–',
            })}
          </Text>
        ) : null}
      </Stack>
      <PersonActions person={person} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Block title={t('consolePeople.pages.title')}>
          {person.pages.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('consolePeople.pages.empty')}
            </Text>
          ) : (
            <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {person.pages.map((page) => (
                <Group key={`${page.type}-${page.id}`} gap="xs" component="li" wrap="wrap">
                  <Anchor component={Link} to={ownedPageHref(page)}>
                    {page.name}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {t(`consolePeople.pages.types.${page.type}`)}
                  </Text>
                  {page.active ? null : (
                    <Badge color="gray" size="sm">
                      {t('consolePeople.pages.inactive')}
                    </Badge>
                  )}
                </Group>
              ))}
            </Stack>
          )}
        </Block>
        <Block title={t('consolePeople.follows.title')}>
          {follows.count === 0 ? (
            <Text size="sm" c="dimmed">
              {t('consolePeople.follows.empty')}
            </Text>
          ) : (
            <>
              <Text size="sm">{t('consolePeople.follows.count', { count: follows.count })}</Text>
              <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {follows.latest.map((follow) => (
                  <Text key={`${follow.type}-${follow.id}`} size="sm" component="li">
                    {follow.name}{' '}
                    <Text span size="sm" c="dimmed">
                      ({t(`consolePeople.follows.types.${follow.type}`)},{' '}
                      {formatLongDate(follow.followed_at, language)})
                    </Text>
                  </Text>
                ))}
              </Stack>
            </>
          )}
        </Block>
      </SimpleGrid>
      <Block title={t('consolePeople.donations.title')}>
        {donations.count === 0 ? (
          <Text size="sm" c="dimmed">
            {t('consolePeople.donations.empty')}
          </Text>
        ) : (
          <>
            <Text size="sm">
              {t('consolePeople.donations.summary', {
                count: donations.count,
                total: formatEuros(donations.paid_total, language),
              })}
            </Text>
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('consolePeople.donations.date')}</Table.Th>
                    <Table.Th>{t('consolePeople.donations.reference')}</Table.Th>
                    <Table.Th>{t('consolePeople.donations.page')}</Table.Th>
                    <Table.Th>{t('consolePeople.donations.amount')}</Table.Th>
                    <Table.Th>{t('consolePeople.donations.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {donations.latest.map((donation) => (
                    <Table.Tr key={donation.id}>
                      <Table.Td>{formatLongDate(donation.created_at, language)}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        <Anchor
                          component={Link}
                          to={`${paths.admin.href('donations')}?search=${encodeURIComponent(donation.reference)}`}
                        >
                          {donation.reference}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        {donation.page_name ?? t('consolePeople.donations.gonePage')}
                      </Table.Td>
                      <Table.Td>{formatEuros(donation.amount, language)}</Table.Td>
                      <Table.Td>{t(`donations.owner.status.${donation.status}`)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Block>
    </Stack>
  );
}

/** One person at /admin/people/{id}: their account, pages, follows, donations and actions. */
function PersonDetail() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const personId = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  const person = usePerson(personId);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.admin.href('people')} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          {t('consolePeople.back')}
        </Group>
      </Anchor>
      {personId === 0 || (person.isError && isMissing(person.error)) ? (
        <>
          <Title order={2}>{t('console.sections.people')}</Title>
          <EmptyState message={t('consolePeople.notFound')} />
        </>
      ) : person.isPending ? (
        <PageLoader />
      ) : person.isError ? (
        <>
          <Title order={2}>{t('console.sections.people')}</Title>
          <ErrorState
            message={t('consolePeople.personError')}
            onRetry={() => void person.refetch()}
          />
        </>
      ) : (
        <PersonView person={person.data.data} />
      )}
    </Stack>
  );
}

/** The console's People section (issue 23): search accounts, and one person's details. */
export function PeopleSection() {
  return (
    <Routes>
      <Route index element={<PeopleList />} />
      <Route path=":id" element={<PersonDetail />} />
    </Routes>
  );
}
