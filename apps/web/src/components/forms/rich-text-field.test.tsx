import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { mockApi } from '@/testing/mock-api';
import { isBlankHtml, RichTextField } from './rich-text-field';

function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextField
        label="Description"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
        error="The description field must be a string."
      />
      <button type="button" onClick={() => setValue('<p>Reset from outside</p>')}>
        reset
      </button>
    </>
  );
}

describe('RichTextField', () => {
  it('shows the value, is labelled, reports typing as HTML and takes a value set from outside', async () => {
    mockApi();
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <Harness initial="<p>Clean water</p>" onChange={onChange} />,
    );
    const editor = await screen.findByRole('textbox', { name: 'Description' });
    expect(editor).toHaveTextContent('Clean water');
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The description field must be a string.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bold' })).toBeInTheDocument();

    await user.click(editor);
    await user.keyboard(' for all');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('for all')),
    );

    await user.click(screen.getByRole('button', { name: 'reset' }));
    await waitFor(() => expect(editor).toHaveTextContent('Reset from outside'));
  });

  it('counts an editor with only empty paragraphs as blank', () => {
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp; </p><p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
  });

  it('reports no change for merely showing a text it writes differently (a link it marks up)', async () => {
    mockApi();
    const onChange = vi.fn();
    const html =
      '<p>The <a href="www.un.org/sustainabledevelopment">Sustainable Development Goals</a>.</p>';
    renderWithProviders(<RichTextField label="Text" value={html} onChange={onChange} />);
    await screen.findByRole('textbox', { name: 'Text' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onChange).not.toHaveBeenCalled();
  });
});
