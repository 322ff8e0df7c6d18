import type { DonationPackage } from '@app/contract';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { TextLanguageSwitch } from '@/components/forms/text-language-switch';
import { pageTextValues, usePageTexts } from '@/components/forms/use-page-texts';
import { ApiError, firstFieldErrors } from '@/lib/api-client';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useCreateDonationPackage } from '../api/create-donation-package';
import { useUpdateDonationPackage } from '../api/update-donation-package';

export interface DonationPackageDialogProps {
  opened: boolean;
  onClose: () => void;
  nonprofitId: number;
  /** The package to edit; none: a new one is added. */
  donationPackage?: DonationPackage | null;
}

/**
 * Add or edit a donation package: a title and an amount in euros. The stepper
 * moves the amount by 1 and never below 0; the title must not be blank and the amount must be
 * more than 0 before anything is sent.
 */
export function DonationPackageDialog({
  opened,
  onClose,
  nonprofitId,
  donationPackage,
}: DonationPackageDialogProps) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const editing = Boolean(donationPackage);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        editing ? t('donationPackages.dialog.editTitle') : t('donationPackages.dialog.addTitle')
      }
      centered
      transitionProps={{ transition: 'fade', duration: 300 }}
      closeOnEscape={!saving}
      closeOnClickOutside={!saving}
      withCloseButton={!saving}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <DonationPackageForm
        // A fresh form with the package's values each time the dialog opens.
        key={opened ? `open-${donationPackage?.id ?? 'new'}` : 'closed'}
        nonprofitId={nonprofitId}
        donationPackage={donationPackage ?? null}
        onCancel={onClose}
        onSavingChange={setSaving}
        onSaved={onClose}
      />
    </Modal>
  );
}

interface DonationPackageFormProps {
  nonprofitId: number;
  donationPackage: DonationPackage | null;
  onCancel: () => void;
  onSavingChange: (saving: boolean) => void;
  onSaved: () => void;
}

type Problem = { title: string; detail: string | null };

/** The package's title, written in English and/or Dutch, the reader's language first. */
const packageTexts = ['title'] as const;

function DonationPackageForm({
  nonprofitId,
  donationPackage,
  onCancel,
  onSavingChange,
  onSaved,
}: DonationPackageFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const texts = usePageTexts(packageTexts, pageTextValues(packageTexts, donationPackage?.texts));
  const [amount, setAmount] = useState<number | string>(donationPackage?.amount ?? '');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const create = useCreateDonationPackage();
  const update = useUpdateDonationPackage();
  const saving = create.isPending || update.isPending;

  function failed(error: unknown, fallbackTitle: string) {
    setFieldErrors(firstFieldErrors(error));
    // The server's message is preferred; the fixed text names what failed.
    const serverMessage =
      error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;
    setProblem({ title: fallbackTitle, detail: serverMessage });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    setFieldErrors({});
    if (texts.missingInBoth('title') || typeof amount !== 'number' || !(amount > 0)) {
      setProblem({
        title: t('donationPackages.dialog.invalid'),
        detail: t('donationPackages.dialog.invalidDetail'),
      });
      return;
    }
    const settled = { onSettled: () => onSavingChange(false) };
    // The title in each language (title_en, title_nl); a blank one is "not written".
    const titles = Object.fromEntries(
      Object.entries(texts.sent()).map(([field, text]) => [field, text.trim() || undefined]),
    );
    onSavingChange(true);
    if (donationPackage) {
      update.mutate(
        { id: donationPackage.id, ...titles, amount, nonprofits_id: nonprofitId },
        {
          ...settled,
          onSuccess: () => {
            notifications.show({ color: 'leaf', message: t('donationPackages.dialog.updated') });
            onSaved();
          },
          onError: (error) => failed(error, t('donationPackages.errors.update')),
        },
      );
    } else {
      create.mutate(
        { ...titles, amount, nonprofits_id: nonprofitId },
        {
          ...settled,
          onSuccess: () => {
            notifications.show({ color: 'leaf', message: t('donationPackages.dialog.created') });
            onSaved();
          },
          onError: (error) => failed(error, t('donationPackages.errors.save')),
        },
      );
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={saving}>
      <Stack gap="md">
        {problem ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={problem.title}
            icon={<IconAlertCircle size={20} aria-hidden="true" />}
          >
            {problem.detail ? <Text size="sm">{problem.detail}</Text> : null}
          </Alert>
        ) : null}
        <TextLanguageSwitch value={texts.language} onChange={texts.setLanguage} disabled={saving} />
        <TextInput
          label={t('donationPackages.dialog.title')}
          placeholder={t('donationPackages.dialog.titlePlaceholder')}
          required
          data-autofocus
          {...texts.text('title')}
          error={texts.errorOf(fieldErrors, 'title')}
          disabled={saving}
        />
        <NumberInput
          label={t('donationPackages.dialog.amount')}
          description={t('donationPackages.dialog.amountHint')}
          required
          value={amount}
          onChange={setAmount}
          leftSection="€"
          min={0}
          step={1}
          allowNegative={false}
          decimalScale={2}
          decimalSeparator={language === 'nl' ? ',' : '.'}
          thousandSeparator={language === 'nl' ? '.' : ','}
          inputMode="decimal"
          error={fieldErrors.amount}
          disabled={saving}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t('donationPackages.dialog.saving') : t('donationPackages.dialog.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
