import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { ShareDialog } from './share-dialog';

const url = 'https://pifworld.example/fundraiser-details/5';

function Harness() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open share
      </button>
      <ShareDialog
        opened={opened}
        onClose={() => setOpened(false)}
        url={url}
        title="Run for Water"
      />
    </>
  );
}

describe('ShareDialog', { timeout: 15_000 }, () => {
  it('offers Facebook, X, WhatsApp and LinkedIn in a new tab', async () => {
    mockApi();
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open share' }));

    const dialog = await screen.findByRole('dialog', { name: 'Share Run for Water' });
    const encoded = encodeURIComponent(url);
    const expected: Array<[string, string]> = [
      ['Share on Facebook', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`],
      ['Share on X', `https://twitter.com/intent/tweet?url=${encoded}&text=Run%20for%20Water`],
      ['Share on WhatsApp', `https://wa.me/?text=${encodeURIComponent(`Run for Water ${url}`)}`],
      ['Share on LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`],
    ];
    for (const [name, href] of expected) {
      const link = screen.getByRole('link', { name: new RegExp(name) });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(dialog).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Link to this page' })).toHaveValue(url);
  });

  it("copies the link and says 'Copied'", async () => {
    mockApi();
    const { user } = renderWithProviders(<Harness />);
    // user-event installs its own clipboard on setup; read what was written from it.
    await user.click(screen.getByRole('button', { name: 'Open share' }));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));

    expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible();
    expect(screen.getByText('The link has been copied.')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(url);
  });

  it('says so when the clipboard refuses, and selects the link to copy by hand', async () => {
    mockApi();
    const { user } = renderWithProviders(<Harness />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Open share' }));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));

    expect(
      await screen.findByText('Copying did not work. Select the link and copy it yourself.'),
    ).toBeVisible();
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Link to this page' });
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(url.length);
  });

  it('closes with Escape and gives focus back to the button that opened it', async () => {
    mockApi();
    const { user } = renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open share' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Share Run for Water' });

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
