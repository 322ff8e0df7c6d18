import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentMeta } from './use-document-meta';

describe('useDocumentMeta', () => {
  it('sets title and a trimmed description, and restores both afterwards', () => {
    document.title = 'PifWorld';
    const { unmount, rerender } = renderHook(
      ({ title }) => useDocumentMeta(title, `  Clean   water ${'x'.repeat(200)}`),
      {
        initialProps: { title: undefined as string | undefined },
      },
    );
    expect(document.title).toBe('PifWorld');

    rerender({ title: 'Clear Springs Uganda' });
    expect(document.title).toBe('Clear Springs Uganda | PifWorld');
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    expect(meta?.content.startsWith('Clean water x')).toBe(true);
    expect(meta?.content.length).toBe(160);

    unmount();
    expect(document.title).toBe('PifWorld');
  });
});
