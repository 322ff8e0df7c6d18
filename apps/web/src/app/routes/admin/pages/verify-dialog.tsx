import {
  adminVerifyBody,
  verificationChecks,
  verificationProblems,
  type AdminPage,
  type AdminVerifyBody,
  type VerifiablePageType,
} from '@app/contract';
import { sharedMessageKeys } from '@app/i18n/codes';
import {
  Alert,
  Button,
  Group,
  Modal,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useVerifyPage } from '@/features/admin/api/verify-page';
import { errorMessage, firstFieldErrors } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useChangeNotice } from './use-change-notice';

type Field = 'kvk_number' | 'rsin' | 'anbi' | 'reason';

/**
 * Verifying a page: the operator's check in the registers its kind has (KvK number, RSIN, ANBI
 * status; `verificationChecks`), and a reason. The form is checked with the contract's rules
 * before it is sent, as the API checks it; a field the API refuses shows its message at the field.
 * A page verified before opens with the last check's findings, for a fresh check.
 */
export function VerifyDialog({
  page,
  type,
  onClose,
}: {
  page: AdminPage;
  type: VerifiablePageType;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const verify = useVerifyPage();
  const notice = useChangeNotice();
  const checks = verificationChecks[type];
  const last = page.verification;
  const [kvk, setKvk] = useState(last?.kvk_number ?? '');
  const [rsin, setRsin] = useState(last?.rsin ?? '');
  const [anbi, setAnbi] = useState<'yes' | 'no' | ''>(
    last?.anbi === true ? 'yes' : last?.anbi === false ? 'no' : '',
  );
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const serverFields = firstFieldErrors(verify.error);
  const pending = verify.isPending;
  const general =
    verify.error && !Object.keys(serverFields).some((field) => field in fieldLabels)
      ? verify.error
      : null;

  const said = (code: string) => {
    const key = sharedMessageKeys[code];
    return key ? t(key) : code;
  };
  const errorOf = (field: Field) => problems[field] ?? serverFields[field];
  const clear = (field: Field) => setProblems(({ [field]: _, ...rest }) => rest);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: Record<string, unknown> = { reason };
    if (checks.kvk && kvk.trim()) body.kvk_number = kvk;
    if (checks.rsin !== 'none' && rsin.trim()) body.rsin = rsin;
    if (checks.anbi && anbi) body.anbi = anbi === 'yes';
    const found: Partial<Record<Field, string>> = {};
    const parsed = adminVerifyBody.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= said(issue.message);
      }
    }
    for (const [field, codes] of Object.entries(verificationProblems(type, body))) {
      found[field as Field] ??= said(codes[0]!);
    }
    setProblems(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    verify.mutate(
      { type, id: page.id, body: body as AdminVerifyBody },
      {
        onSuccess: (answer) => {
          notice('verify', answer);
          onClose();
        },
      },
    );
  }

  return (
    <Modal
      opened
      onClose={pending ? () => {} : onClose}
      title={t('consolePages.verifyDialog.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('consolePages.verifyDialog.text', { name: page.name })}</Text>
          {checks.kvk ? (
            <TextInput
              label={t('consolePages.verifyDialog.kvk')}
              description={t('consolePages.verifyDialog.kvkHint')}
              value={kvk}
              onChange={(event) => {
                setKvk(event.currentTarget.value);
                clear('kvk_number');
              }}
              error={errorOf('kvk_number')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              disabled={pending}
              required
              data-autofocus
            />
          ) : null}
          {checks.rsin !== 'none' ? (
            <TextInput
              label={t(
                checks.rsin === 'required'
                  ? 'consolePages.verifyDialog.rsin'
                  : 'consolePages.verifyDialog.rsinOptional',
              )}
              description={t('consolePages.verifyDialog.rsinHint')}
              value={rsin}
              onChange={(event) => {
                setRsin(event.currentTarget.value);
                clear('rsin');
              }}
              error={errorOf('rsin')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              disabled={pending}
              required={checks.rsin === 'required'}
            />
          ) : null}
          {checks.anbi ? (
            <Radio.Group
              label={t('consolePages.verifyDialog.anbi')}
              description={t('consolePages.verifyDialog.anbiHint')}
              value={anbi}
              onChange={(value) => {
                setAnbi(value as 'yes' | 'no');
                clear('anbi');
              }}
              error={errorOf('anbi')}
              required
            >
              <Group gap="lg" mt={6}>
                <Radio
                  value="yes"
                  label={t('consolePages.verifyDialog.anbiYes')}
                  disabled={pending}
                />
                <Radio
                  value="no"
                  label={t('consolePages.verifyDialog.anbiNo')}
                  disabled={pending}
                />
              </Group>
            </Radio.Group>
          ) : null}
          <Textarea
            label={t('consolePages.verifyDialog.reason')}
            description={t('consolePages.verifyDialog.reasonHint')}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              clear('reason');
            }}
            error={errorOf('reason')}
            disabled={pending}
            maxLength={500}
            autosize
            minRows={2}
            required
            data-autofocus={checks.kvk ? undefined : true}
          />
          {general ? (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
              {errorMessage(general, t('consolePages.verifyDialog.failed'))}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('consolePages.verifyDialog.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('consolePages.verifyDialog.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const fieldLabels: Record<Field, true> = { kvk_number: true, rsin: true, anbi: true, reason: true };
