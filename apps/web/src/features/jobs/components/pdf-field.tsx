import { Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { JobForm } from './use-job-form';

interface PdfFieldProps {
  form: JobForm;
  /** The server's 422 message of the `pdf` field. */
  error?: string;
  disabled?: boolean;
}

/**
 * The job's PDF: only a PDF of at most 5 MB is taken; anything else clears the
 * selection and says why under the field. On the edit form the current PDF is named, with
 * 'Remove PDF'; choosing another one replaces it.
 */
export function PdfField({ form, error, disabled }: PdfFieldProps) {
  const { t } = useTranslation();
  const { storedPdf, removePdf, setRemovePdf, pdf, pdfProblem, choosePdf } = form;
  const label = t('jobForm.fields.pdf');
  // Clears the browser's file input after a refusal, so the same file can be chosen again.
  const resetInput = useRef<() => void>(null);
  const hints = [
    t('jobForm.pdf.hint'),
    storedPdf && !removePdf ? t('jobForm.pdf.replaceHint') : null,
  ];

  return (
    <Stack gap="xs">
      {storedPdf && !pdf ? (
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between" gap="sm">
            <Group gap="xs" wrap="nowrap">
              <IconFileTypePdf size={22} aria-hidden="true" />
              <Text size="sm" td={removePdf ? 'line-through' : undefined}>
                {t('jobForm.pdf.current', { name: storedPdf })}
              </Text>
            </Group>
            {removePdf ? (
              <Button size="xs" variant="default" onClick={() => setRemovePdf(false)}>
                {t('jobForm.pdf.keep')}
              </Button>
            ) : (
              <Button
                size="xs"
                variant="subtle"
                color="red.8"
                leftSection={<IconTrash size={14} aria-hidden="true" />}
                onClick={() => setRemovePdf(true)}
                disabled={disabled}
              >
                {t('jobForm.pdf.remove')}
              </Button>
            )}
          </Group>
          {removePdf ? (
            <Text size="sm" c="dimmed" mt={4} role="status">
              {t('jobForm.pdf.removed')}
            </Text>
          ) : null}
        </Paper>
      ) : null}
      <FileInput
        label={label}
        description={hints.filter(Boolean).join(' ')}
        placeholder={t('jobForm.pdf.placeholder')}
        accept="application/pdf"
        leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
        clearable
        clearButtonProps={{ 'aria-label': t('jobForm.pdf.clear') }}
        value={pdf}
        onChange={(file) => {
          if (choosePdf(file)) resetInput.current?.();
        }}
        resetRef={resetInput}
        error={pdfProblem ? t(`jobForm.pdf.${pdfProblem}`) : error}
        disabled={disabled}
        fileInputProps={{ 'aria-label': label }}
      />
    </Stack>
  );
}
