import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { ImageField, pickedImageFromFile, type ImageFieldProps } from './image-field';
import type { PickedImage } from './image-picker-dialog';
import { mediaItem } from './testing/media-fixtures';

/** A form's state for one image field; `changes` records every value the field reported. */
function Form({
  initial = null,
  changes,
  ...props
}: Omit<ImageFieldProps, 'value' | 'onChange'> & {
  initial?: PickedImage | null;
  changes: (value: PickedImage | null) => void;
}) {
  const [value, setValue] = useState<PickedImage | null>(initial);
  return (
    <ImageField
      {...props}
      value={value}
      onChange={(next) => {
        changes(next);
        setValue(next);
      }}
    />
  );
}

describe('ImageField', { timeout: 20_000 }, () => {
  it('starts empty, takes an image from the picker and shows it', async () => {
    mockApi({ 'GET /media': { data: [mediaItem(2, { file: 'logo-2.webp' })] } });
    const changes = vi.fn();
    const { user } = renderWithProviders(<Form label="Logo" changes={changes} />);

    const field = within(screen.getByRole('group', { name: 'Logo' }));
    expect(field.getByText('No image chosen')).toBeVisible();
    expect(field.queryByRole('img')).not.toBeInTheDocument();
    expect(field.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();

    await user.click(field.getByRole('button', { name: 'Choose image' }));
    // The dialog is named after the field it fills.
    const dialog = within(await screen.findByRole('dialog', { name: 'Logo' }));
    await user.click(dialog.getByRole('tab', { name: 'Media Library' }));
    await user.click(await dialog.findByRole('button', { name: 'Image 1, added Jun 2, 2025' }));
    await user.click(dialog.getByRole('button', { name: 'Select Image' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes).toHaveBeenCalledWith({
      file: 'logo-2.webp',
      url: '/storage/original/logo-2.webp',
    });
    expect(field.getByRole('img', { name: 'Chosen image for Logo' })).toHaveAttribute(
      'src',
      '/storage/original/logo-2.webp',
    );
    expect(field.queryByText('No image chosen')).not.toBeInTheDocument();
    expect(field.getByRole('button', { name: 'Remove' })).toBeVisible();
  });

  it('Remove clears the image and keeps the keyboard in the field', async () => {
    mockApi();
    const changes = vi.fn();
    const { user } = renderWithProviders(
      <Form
        label="Background picture"
        initial={{ file: 'bg.webp', url: '/storage/original/bg.webp' }}
        changes={changes}
      />,
    );
    const field = within(screen.getByRole('group', { name: 'Background picture' }));
    expect(field.getByRole('img', { name: 'Chosen image for Background picture' })).toHaveAttribute(
      'src',
      '/storage/original/bg.webp',
    );

    await user.click(field.getByRole('button', { name: 'Remove' }));

    expect(changes).toHaveBeenCalledWith(null);
    expect(field.queryByRole('img')).not.toBeInTheDocument();
    expect(field.getByText('No image chosen')).toBeVisible();
    expect(field.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(field.getByRole('button', { name: 'Choose image' })).toHaveFocus();
  });

  it('offers no Remove when not removable (edit forms), only choosing another image', () => {
    mockApi();
    renderWithProviders(
      <Form
        label="Logo"
        initial={{ file: 'a.webp', url: '/storage/original/a.webp' }}
        removable={false}
        changes={vi.fn()}
      />,
    );
    const field = within(screen.getByRole('group', { name: 'Logo' }));
    expect(field.getByRole('img', { name: 'Chosen image for Logo' })).toBeVisible();
    expect(field.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(field.getByRole('button', { name: 'Choose image' })).toBeEnabled();
  });

  it('Cancel in the picker leaves the value as it was', async () => {
    mockApi({ 'GET /media': { data: [mediaItem(1)] } });
    const changes = vi.fn();
    const initial = { file: 'old.webp', url: '/storage/original/old.webp' };
    const { user } = renderWithProviders(
      <Form label="Picture" initial={initial} changes={changes} />,
    );
    const field = within(screen.getByRole('group', { name: 'Picture' }));

    await user.click(field.getByRole('button', { name: 'Choose image' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Picture' }));
    await user.click(dialog.getByRole('tab', { name: 'Media Library' }));
    await user.click(await dialog.findByRole('button', { name: 'Image 1, added Jun 1, 2025' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes).not.toHaveBeenCalled();
    expect(field.getByRole('img', { name: 'Chosen image for Picture' })).toHaveAttribute(
      'src',
      '/storage/original/old.webp',
    );
  });

  it("shows the form's error and hint, tied to the group", () => {
    mockApi();
    renderWithProviders(
      <Form
        label="Image"
        description="Shown at the top of your page."
        error="The image field must be an image."
        required
        changes={vi.fn()}
      />,
    );
    const group = screen.getByRole('group', { name: /Image/ });
    expect(group).toHaveAccessibleDescription(
      'Shown at the top of your page. The image field must be an image.',
    );
    expect(within(group).getByText('The image field must be an image.')).toBeVisible();
  });

  it('can be disabled while the form is saving', () => {
    mockApi();
    renderWithProviders(
      <Form
        label="Logo"
        initial={{ file: 'a.webp', url: '/storage/original/a.webp' }}
        disabled
        changes={vi.fn()}
      />,
    );
    const field = within(screen.getByRole('group', { name: 'Logo' }));
    expect(field.getByRole('button', { name: 'Choose image' })).toBeDisabled();
    expect(field.getByRole('button', { name: 'Remove' })).toBeDisabled();
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi();
    renderWithProviders(
      <Form
        label="Logo"
        initial={{ file: 'a.webp', url: '/storage/original/a.webp' }}
        changes={vi.fn()}
      />,
    );
    const field = within(await screen.findByRole('group', { name: 'Logo' }));
    expect(field.getByRole('button', { name: 'Kies afbeelding' })).toBeVisible();
    expect(field.getByRole('button', { name: 'Verwijderen' })).toBeVisible();
    expect(field.getByRole('img', { name: 'Gekozen afbeelding voor Logo' })).toBeVisible();
  });
});

describe('pickedImageFromFile', () => {
  it("turns a page's stored file name into a field value", () => {
    expect(pickedImageFromFile('logo 1.png')).toEqual({
      file: 'logo 1.png',
      url: '/storage/original/logo%201.png',
    });
    expect(pickedImageFromFile(null)).toBeNull();
    expect(pickedImageFromFile('')).toBeNull();
  });
});
