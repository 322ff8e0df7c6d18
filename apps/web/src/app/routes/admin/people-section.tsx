import type {
  AdminOwnedPage,
  AdminPerson,
  AdminUser,
  AdminUsersQuery,
  UserRole,
} from '@app/contract';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, Route, Routes, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { type PeopleFilters, usePeople } from '@/features/admin/api/get-people';
import { usePerson } from '@/features/admin/api/get-person';
import { isMissing } from '@/lib/api-client';
import { formatEuros, formatLongDate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { ConsoleList } from './console-list';
import { PersonActions } from './person-actions';

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

const roleColors: Record<UserRole, string> = {
  user: 'gray',
  admin: 'violet',
  console_admin: 'indigo',
};

function RoleBadge({ person }: { person: AdminUser }) {
  const { t } = useTranslation();
  return (
    <Badge color={roleColors[person.role]} variant="light">
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
            data={(['all', 'blocked', 'admin', 'console_admin'] as const).map((value) => ({
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

/** The console's People section: search accounts, and one person's details. */
export function PeopleSection() {
  return (
    <Routes>
      <Route index element={<PeopleList />} />
      <Route path=":id" element={<PersonDetail />} />
    </Routes>
  );
}
