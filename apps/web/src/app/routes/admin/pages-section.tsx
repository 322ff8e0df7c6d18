import {
  adminPageFilters,
  pageTypes,
  verifiablePageTypes,
  type AdminPage,
  type PageType,
  type VerifiablePageType,
} from '@app/contract';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { type AdminPagesFilters, useAdminPages } from '@/features/admin/api/get-admin-pages';
import { useReactivatePage } from '@/features/admin/api/reactivate-page';
import { useFeatureFundraiser } from '@/features/admin/api/feature-fundraiser';
import { formatLongDate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { notifications } from '@/lib/notifications';
import { DeactivateDialog } from './pages/deactivate-dialog';
import { UnverifyDialog } from './pages/unverify-dialog';
import { VerifyDialog } from './pages/verify-dialog';
import { CheckLine } from './pages/check-line';
import { type PageAction, useChangeNotice } from './pages/use-change-notice';
import { ConsoleList } from './console-list';

type TypeChoice = PageType | 'all';
type FilterChoice = (typeof adminPageFilters)[number] | 'all';

/** The public page of a page of any kind (projects show on discover's details). */
function publicHref(page: Pick<AdminPage, 'type' | 'id'>): string {
  switch (page.type) {
    case 'nonprofit':
      return paths.nonprofitDetails.href(page.id);
    case 'fundraiser':
      return paths.fundraiserDetails.href(page.id);
    case 'event':
      return paths.eventDetails.href(page.id);
    case 'project':
      return paths.discoverDetails.href('project', page.id);
    case 'company':
      return paths.companyDetails.href(page.id);
    case 'company-event':
      return paths.companyEventDetails.href(page.id);
  }
}

const isVerifiable = (type: PageType): type is VerifiablePageType =>
  (verifiablePageTypes as readonly string[]).includes(type);

function StatusBadges({ page }: { page: AdminPage }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} align="flex-start">
      <Group gap={4}>
        {page.active ? (
          <Badge color="teal" variant="light">
            {t('consolePages.active')}
          </Badge>
        ) : (
          <Badge color="red">{t('consolePages.inactive')}</Badge>
        )}
        {page.verified === null ? null : page.verified ? (
          <Badge color="blue">{t('consolePages.verified')}</Badge>
        ) : (
          <Badge color="gray" variant="light">
            {t('consolePages.unverified')}
          </Badge>
        )}
        {page.featured ? <Badge color="grape">{t('consolePages.featured')}</Badge> : null}
        {page.open_reports > 0 ? (
          <Badge color="orange">{t('consolePages.reported', { count: page.open_reports })}</Badge>
        ) : null}
      </Group>
      {page.verification ? <CheckLine check={page.verification} /> : null}
      {page.inactive_reason ? (
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          {t('consolePages.reason', { reason: page.inactive_reason })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A change that asks something first: deactivating, verifying or unverifying. */
type Asking = { page: AdminPage; ask: 'deactivate' | 'verify' | 'unverify' };

/** One page: its link, kind, owner, state, and what an operator may do to it. */
function PageRow({ page, onAsk }: { page: AdminPage; onAsk: (ask: Asking['ask']) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const reactivate = useReactivatePage();
  const feature = useFeatureFundraiser();
  const notice = useChangeNotice();
  const busy = reactivate.isPending || feature.isPending;
  const failed = () =>
    notifications.show({
      color: 'red',
      message: t('consolePages.notices.failed', { name: page.name }),
    });
  const reactivatePage = () =>
    reactivate.mutate(
      { type: page.type, id: page.id },
      { onSuccess: (answer) => notice('reactivate', answer), onError: failed },
    );
  const toggleFeatured = () => {
    const action = page.featured ? 'unfeature' : 'feature';
    feature.mutate(
      { id: page.id, featured: !page.featured },
      { onSuccess: (answer) => notice(action, answer), onError: failed },
    );
  };
  const label = (action: PageAction) =>
    t('consolePages.named', { action: t(`consolePages.${action}`), name: page.name });
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={publicHref(page)} style={{ overflowWrap: 'anywhere' }}>
          {page.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {t(`consolePages.types.${page.type}`)} · {formatLongDate(page.created_at, language)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{page.owner.name}</Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {page.owner.email}
        </Text>
      </Table.Td>
      <Table.Td>
        <StatusBadges page={page} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="wrap">
          {isVerifiable(page.type) ? (
            page.verified ? (
              <Button
                size="xs"
                variant="default"
                aria-label={label('unverify')}
                disabled={busy}
                onClick={() => onAsk('unverify')}
              >
                {t('consolePages.unverify')}
              </Button>
            ) : (
              <Button
                size="xs"
                variant="light"
                aria-label={label('verify')}
                disabled={busy}
                onClick={() => onAsk('verify')}
              >
                {t('consolePages.verify')}
              </Button>
            )
          ) : null}
          {page.featured === null ? null : (
            <Button
              size="xs"
              variant={page.featured ? 'default' : 'light'}
              color="grape"
              aria-label={label(page.featured ? 'unfeature' : 'feature')}
              loading={feature.isPending}
              disabled={busy}
              onClick={toggleFeatured}
            >
              {t(page.featured ? 'consolePages.unfeature' : 'consolePages.feature')}
            </Button>
          )}
          {page.active ? (
            <Button
              size="xs"
              color="red"
              variant="light"
              aria-label={label('deactivate')}
              disabled={busy}
              onClick={() => onAsk('deactivate')}
            >
              {t('consolePages.deactivate')}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="light"
              aria-label={label('reactivate')}
              loading={reactivate.isPending}
              disabled={busy}
              onClick={reactivatePage}
            >
              {t('consolePages.reactivate')}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The console's pages: every kind of page newest first, searched and narrowed; each
 * verified or unverified, deactivated with a reason or reactivated, and opened on its public page.
 */
export function PagesSection() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TypeChoice>('all');
  const [filter, setFilter] = useState<FilterChoice>('all');
  const [filters, setFilters] = useState<AdminPagesFilters>({});
  const [asking, setAsking] = useState<Asking | null>(null);
  // The dialog is unmounted when it closes, so it cannot hand focus back itself: the button
  // that opened it gets it back (when the row still has it; a change may swap the button).
  const opener = useRef<HTMLElement | null>(null);
  const ask = (next: Asking) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAsking(next);
  };
  const closeDialog = () => {
    setAsking(null);
    requestAnimationFrame(() => {
      if (opener.current?.isConnected) opener.current.focus();
    });
  };
  const pages = useAdminPages(filters);

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters({
      search,
      type: type === 'all' ? undefined : type,
      filter: filter === 'all' ? undefined : filter,
    });
  }

  return (
    <Stack gap="md">
      <Title order={2}>{t('console.sections.pages')}</Title>
      <Text c="dimmed">{t('consolePages.intro')}</Text>
      <Paper withBorder radius="md" p="md" component="form" onSubmit={apply} role="search">
        <Group align="end" gap="sm">
          <TextInput
            label={t('consolePages.search')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maxLength={200}
            w={{ base: '100%', xs: 240 }}
          />
          <Select
            label={t('consolePages.type')}
            value={type}
            onChange={(value) => setType((value as TypeChoice | null) ?? 'all')}
            allowDeselect={false}
            data={(['all', ...pageTypes] as const).map((value) => ({
              value,
              label: t(`consolePages.types.${value}`),
            }))}
            w={{ base: '100%', xs: 190 }}
          />
          <Select
            label={t('consolePages.filter')}
            value={filter}
            onChange={(value) => setFilter((value as FilterChoice | null) ?? 'all')}
            allowDeselect={false}
            data={(['all', ...adminPageFilters] as const).map((value) => ({
              value,
              label: t(`consolePages.filters.${value}`),
            }))}
            w={{ base: '100%', xs: 190 }}
          />
          <Button type="submit">{t('consolePages.apply')}</Button>
          <Button
            variant="default"
            onClick={() => {
              setSearch('');
              setType('all');
              setFilter('all');
              setFilters({});
            }}
          >
            {t('consolePages.clear')}
          </Button>
        </Group>
      </Paper>
      <ConsoleList list={pages} texts="consolePages">
        {(rows) => (
          <>
            <Table.ScrollContainer minWidth={720}>
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('consolePages.name')}</Table.Th>
                    <Table.Th>{t('consolePages.owner')}</Table.Th>
                    <Table.Th>{t('consolePages.status')}</Table.Th>
                    <Table.Th>{t('consolePages.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((page) => (
                    <PageRow
                      key={`${page.type}-${page.id}`}
                      page={page}
                      onAsk={(what) => ask({ page, ask: what })}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </ConsoleList>
      <AskingDialog asking={asking} onClose={closeDialog} />
    </Stack>
  );
}

/** The dialog of the change being asked about, if any. */
function AskingDialog({ asking, onClose }: { asking: Asking | null; onClose: () => void }) {
  if (!asking) return null;
  const { page, ask } = asking;
  if (ask === 'deactivate') return <DeactivateDialog page={page} onClose={onClose} />;
  if (!isVerifiable(page.type)) return null;
  return ask === 'verify' ? (
    <VerifyDialog page={page} type={page.type} onClose={onClose} />
  ) : (
    <UnverifyDialog page={page} type={page.type} onClose={onClose} />
  );
}
