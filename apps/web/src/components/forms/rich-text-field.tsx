import '@mantine/tiptap/styles.css';

import { Input, Stack } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';

export interface RichTextFieldProps {
  label: string;
  /** HTML; the server sanitises what it stores (allow-list). */
  value: string;
  onChange: (html: string) => void;
  description?: string;
  /** The field's 422 message. */
  error?: string | null;
  disabled?: boolean;
  required?: boolean;
  /** The language the text is written in, where the form says (pages in both languages). */
  lang?: string;
}

/** An editor with nothing typed holds '<p></p>': the form sends it as empty. */
export function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

/**
 * A rich-text field of a page form (descriptions, timeline updates): bold, italic, underline,
 * headings, lists and links, with the toolbar's labels in the visitor's language.
 */
export function RichTextField({
  label,
  value,
  onChange,
  description,
  error,
  disabled,
  required,
  lang,
}: RichTextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = error ? `${id}-error` : undefined;
  const descriptionId = description ? `${id}-description` : undefined;

  const editor = useEditor({
    // The starter kit's link is replaced by Mantine's (Mod-K opens the link editor).
    extensions: [StarterKit.configure({ link: false }), Link],
    content: value,
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(lang ? { lang } : {}),
        ...(descriptionId || errorId
          ? { 'aria-describedby': [descriptionId, errorId].filter(Boolean).join(' ') }
          : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current, transaction }) => {
      // Only what the writer did: a transaction that changes nothing in the document (TipTap
      // sends one while it takes a value in) is not an edit, so a form is not "changed" by
      // merely showing its text.
      if (!transaction.docChanged) return;
      const html = current.getHTML();
      onChange(isBlankHtml(html) ? '' : html);
    },
  });

  // A value set from outside (a loaded page, a reset form) replaces what the editor shows.
  useEffect(() => {
    if (!editor) return;
    const shown = editor.getHTML();
    if (value !== shown && !(value === '' && isBlankHtml(shown))) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const labels = useMemo<Partial<RichTextEditorLabels>>(
    () => ({
      boldControlLabel: t('richText.bold'),
      italicControlLabel: t('richText.italic'),
      underlineControlLabel: t('richText.underline'),
      h2ControlLabel: t('richText.heading'),
      h3ControlLabel: t('richText.subheading'),
      bulletListControlLabel: t('richText.bulletList'),
      orderedListControlLabel: t('richText.orderedList'),
      linkControlLabel: t('richText.link'),
      unlinkControlLabel: t('richText.unlink'),
      linkEditorInputLabel: t('richText.linkAddress'),
      linkEditorInputPlaceholder: 'https://example.org/',
      linkEditorExternalLink: t('richText.linkNewTab'),
      linkEditorInternalLink: t('richText.linkSameTab'),
      linkEditorSave: t('richText.linkSave'),
    }),
    // `t` changes with the language, and the labels with it.
    [t],
  );

  return (
    <Stack gap={6}>
      <Input.Label id={labelId} labelElement="div" required={required}>
        {label}
      </Input.Label>
      {description ? <Input.Description id={descriptionId}>{description}</Input.Description> : null}
      <RichTextEditor
        editor={editor}
        labels={labels}
        style={error ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={140} />
      </RichTextEditor>
      {error ? <Input.Error id={errorId}>{error}</Input.Error> : null}
    </Stack>
  );
}
