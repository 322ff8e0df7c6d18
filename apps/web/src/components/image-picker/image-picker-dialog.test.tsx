import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledPaths, deferred, mockApi, reply, sentForms } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { ImagePickerDialog, type PickedImage } from './image-picker-dialog';
import { encodedSize, installFakeCanvas, pngFile, textFile } from './testing/fake-canvas';
import { mediaItem } from './testing/media-fixtures';

function Harness({ onSelect }: { onSelect: (image: PickedImage) => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open picker
      </button>
      <ImagePickerDialog opened={opened} onClose={() => setOpened(false)} onSelect={onSelect} />
    </>
  );
}

async function openPicker(onSelect = vi.fn<(image: PickedImage) => void>()) {
  const view = renderWithProviders(<Harness onSelect={onSelect} />);
  await view.user.click(await screen.findByRole('button', { name: 'Open picker' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add an image' });
  return { ...view, onSelect, dialog: within(dialog) };
}

function dropFiles(files: File[]) {
  const zone = screen.getByTestId('image-dropzone');
  const dataTransfer = { files, types: ['Files'], dropEffect: 'none' };
  fireEvent.dragOver(zone, { dataTransfer });
  expect(zone).toHaveAttribute('data-dragging');
  fireEvent.drop(zone, { dataTransfer });
  expect(zone).not.toHaveAttribute('data-dragging');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ImagePickerDialog: Upload Files', { timeout: 20_000 }, () => {
  it('uploads a chosen image whole, shows its 300 x 200 thumbnail while it uploads, then selects it', async () => {
    const { draws, bitmaps } = installFakeCanvas();
    const answer = deferred();
    const stored = mediaItem(7, { file: 'a1b2c3.webp' });
    const fetchMock = mockApi({ 'POST /media': () => answer.promise });
    const { user, dialog, onSelect } = await openPicker();

    expect(dialog.getByRole('tab', { name: 'Upload Files' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const select = dialog.getByRole('button', { name: 'Select Image' });
    expect(select).toBeDisabled();

    await user.upload(dialog.getByLabelText('Upload images'), pngFile('beach.png', 1200, 600));

    // Resized, previewed and on its way: a progress bar and a disabled Select Image.
    const preview = await dialog.findByRole('img', { name: 'Preview of beach.png' });
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    expect(dialog.getByRole('progressbar', { name: 'Upload of beach.png' })).toBeVisible();
    expect(dialog.getByText('Uploading beach.png...')).toBeVisible();
    expect(select).toBeDisabled();

    // What was uploaded: the whole photo, upright, as WebP (pages cut each place from it); the
    // preview is its 300 x 200 thumbnail, cut from the middle.
    const [form] = sentForms(fetchMock, 'POST /media');
    const sent = form?.get('file');
    expect(sent).toBeInstanceOf(File);
    const file = sent as File;
    expect(file.name).toBe('beach.webp');
    expect(file.type).toBe('image/webp');
    expect(await encodedSize(file)).toEqual({ width: 1200, height: 600 });
    expect(draws).toHaveLength(2);
    expect(draws[0]?.canvas).toEqual({ width: 1200, height: 600 });
    expect(draws[0]?.args.slice(1)).toEqual([0, 0, 1200, 600, 0, 0, 1200, 600]);
    expect(draws[1]?.canvas).toEqual({ width: 300, height: 200 });
    expect(draws[1]?.args.slice(1)).toEqual([150, 0, 900, 600, 0, 0, 300, 200]);
    expect(bitmaps[0]?.close).toHaveBeenCalled();

    answer.resolve(reply(201, { data: stored }));

    const tile = await dialog.findByRole('button', { name: 'Uploaded image beach.png' });
    expect(tile).toHaveAttribute('aria-pressed', 'true');
    expect(dialog.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(select).toBeEnabled();

    await user.click(select);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith({
      file: 'a1b2c3.webp',
      url: '/storage/original/a1b2c3.webp',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('scales a photo larger than 2,400 px down to 2,400 on its longest side before it uploads', async () => {
    installFakeCanvas();
    const fetchMock = mockApi({ 'POST /media': reply(201, { data: mediaItem(3) }) });
    const { user, dialog } = await openPicker();
    await user.upload(dialog.getByLabelText('Upload images'), pngFile('camera.png', 3000, 6000));
    await dialog.findByRole('button', { name: 'Uploaded image camera.png' });
    const [form] = sentForms(fetchMock, 'POST /media');
    expect(await encodedSize(form?.get('file') as File)).toEqual({ width: 1200, height: 2400 });
  });

  it('uploads several dropped images and puts them in the Media Library', async () => {
    installFakeCanvas({ encodes: ['image/png'] });
    // A server with one image already: each upload is stored first in the list.
    const library = [mediaItem(1)];
    const fetchMock = mockApi({
      'GET /media': () => ({ data: library }),
      'POST /media': () => {
        const id = 20 + library.length;
        const item = mediaItem(id, { file: `up-${id}.png` });
        library.unshift(item);
        return reply(201, { data: item });
      },
    });
    const { user, dialog, onSelect } = await openPicker();

    dropFiles([pngFile('one.png', 300, 200), pngFile('two.gif', 100, 100, 'image/gif')]);

    const one = await dialog.findByRole('button', { name: 'Uploaded image one.png' });
    const two = await dialog.findByRole('button', { name: 'Uploaded image two.gif' });
    // Without a WebP encoder the picker sends PNG files.
    const names = sentForms(fetchMock, 'POST /media').map(
      (form) => (form.get('file') as File).name,
    );
    expect(names.sort()).toEqual(['one.png', 'two.png']);

    // The last stored upload is the choice; another one can be picked.
    await waitFor(() =>
      expect(
        [one, two].filter((tile) => tile.getAttribute('aria-pressed') === 'true'),
      ).toHaveLength(1),
    );
    await user.click(one);
    expect(one).toHaveAttribute('aria-pressed', 'true');
    expect(two).toHaveAttribute('aria-pressed', 'false');

    await user.click(dialog.getByRole('tab', { name: 'Media Library' }));
    const grid = within(await dialog.findByRole('list', { name: 'Your images' }));
    expect(grid.getAllByRole('button')).toHaveLength(3);
    // The choice made on the other tab shows here too.
    expect(grid.getAllByRole('button', { pressed: true })).toHaveLength(1);

    await user.click(dialog.getByRole('button', { name: 'Select Image' }));
    const uploadedOne = onSelect.mock.calls[0]?.[0];
    expect(uploadedOne?.file).toMatch(/^up-\d+\.png$/);
    expect(uploadedOne?.url).toBe(`/storage/original/${uploadedOne?.file}`);
  });

  it('adds an upload to a Media Library already on screen without waiting for a reload', async () => {
    installFakeCanvas();
    const handlers: Record<string, unknown> = {
      'GET /media': { data: [mediaItem(1)] },
      'POST /media': reply(201, { data: mediaItem(9, { file: 'fresh.webp' }) }),
    };
    mockApi(handlers);
    const { user, dialog } = await openPicker();
    await user.click(dialog.getByRole('tab', { name: 'Media Library' }));
    await dialog.findByRole('button', { name: 'Image 1, added Jun 1, 2025' });

    // From now on the server is slow to list: what shows comes from the upload's answer.
    handlers['GET /media'] = () => new Promise(() => {});
    await user.click(dialog.getByRole('tab', { name: 'Upload Files' }));
    await user.upload(dialog.getByLabelText('Upload images'), pngFile('fresh.png', 600, 400));
    await dialog.findByRole('button', { name: 'Uploaded image fresh.png' });
    await user.click(dialog.getByRole('tab', { name: 'Media Library' }));

    const tiles = within(dialog.getByRole('list', { name: 'Your images' })).getAllByRole('button');
    expect(tiles).toHaveLength(2);
    expect(tiles[0]?.querySelector('img')).toHaveAttribute('src', '/storage/original/fresh.webp');
    expect(tiles[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses files that are not PNG, JPEG, WebP or GIF, and files it cannot read', async () => {
    installFakeCanvas();
    const fetchMock = mockApi({ 'POST /media': reply(201, { data: mediaItem(1) }) });
    const { dialog } = await openPicker();

    dropFiles([
      textFile('notes.pdf', 'application/pdf'),
      pngFile('scan.bmp', 10, 10, 'image/bmp'),
      textFile('broken.png', 'image/png'),
    ]);

    expect(
      await dialog.findByText('notes.pdf is not a PNG, JPEG, WebP or GIF image.'),
    ).toBeVisible();
    expect(dialog.getByText('scan.bmp is not a PNG, JPEG, WebP or GIF image.')).toBeVisible();
    expect(await dialog.findByText('broken.png could not be read as an image.')).toBeVisible();
    expect(dialog.getAllByRole('alert')).toHaveLength(3);
    expect(calledPaths(fetchMock)).not.toContain('POST /media');
    expect(dialog.getByRole('button', { name: 'Select Image' })).toBeDisabled();
  });

  it("shows the server's 422 message and stays open without a choice", async () => {
    installFakeCanvas();
    mockApi({
      'POST /media': reply(422, {
        message: 'The file field must be an image.',
        errors: { file: ['The file must be a PNG, JPEG, WebP or GIF image of at most 5 MB.'] },
      }),
    });
    const { user, dialog, onSelect } = await openPicker();

    await user.upload(dialog.getByLabelText('Upload images'), pngFile('huge.png', 4000, 3000));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The file must be a PNG, JPEG, WebP or GIF image of at most 5 MB.',
    );
    expect(dialog.queryByRole('button', { name: /Uploaded image/ })).not.toBeInTheDocument();
    const select = dialog.getByRole('button', { name: 'Select Image' });
    expect(select).toBeDisabled();
    await user.click(select);
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add an image' })).toBeVisible();
  });

  it('falls back to the generic text when the upload fails without a message for the visitor', async () => {
    installFakeCanvas();
    mockApi({ 'POST /media': reply(500, { message: 'database exploded' }) });
    const { user, dialog } = await openPicker();

    await user.upload(dialog.getByLabelText('Upload images'), pngFile('a.png', 600, 400));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The image could not be uploaded. Please try again.',
    );
    expect(dialog.queryByText(/database/)).not.toBeInTheDocument();
  });
});

describe('ImagePickerDialog: Media Library', { timeout: 20_000 }, () => {
  it('shows skeletons, then the images; a click or the keyboard chooses one', async () => {
    const answer = deferred();
    mockApi({ 'GET /media': () => answer.promise });
    const { user, dialog, onSelect } = await openPicker();

    await user.click(dialog.getByRole('tab', { name: 'Media Library' }));
    expect(dialog.getByRole('status')).toHaveTextContent('Loading your images...');
    expect(dialog.getAllByTestId('media-skeleton')).toHaveLength(8);

    answer.resolve({
      data: [mediaItem(3), mediaItem(2, { file: 'second.webp' }), mediaItem(1)],
    });
    const list = within(await dialog.findByRole('list', { name: 'Your images' }));
    expect(dialog.queryByTestId('media-skeleton')).not.toBeInTheDocument();
    const tiles = list.getAllByRole('button');
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Image 1, added Jun 3, 2025',
      'Image 2, added Jun 2, 2025',
      'Image 3, added Jun 1, 2025',
    ]);
    expect(tiles[1]?.querySelector('img')).toHaveAttribute('src', '/storage/original/second.webp');
    for (const tile of tiles) expect(tile).toHaveAttribute('aria-pressed', 'false');

    await user.click(tiles[0]!);
    expect(tiles[0]).toHaveAttribute('aria-pressed', 'true');
    expect(tiles[0]).toHaveAttribute('data-selected');

    // Keyboard: Tab to the next image, Space chooses it; only one is chosen at a time.
    await user.tab();
    expect(tiles[1]).toHaveFocus();
    await user.keyboard(' ');
    expect(tiles[1]).toHaveAttribute('aria-pressed', 'true');
    expect(tiles[0]).toHaveAttribute('aria-pressed', 'false');
    expect(tiles[0]).not.toHaveAttribute('data-selected');

    await user.click(dialog.getByRole('button', { name: 'Select Image' }));
    expect(onSelect).toHaveBeenCalledWith({
      file: 'second.webp',
      url: '/storage/original/second.webp',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when there are no images yet and offers the upload tab', async () => {
    mockApi({ 'GET /media': { data: [] } });
    const { user, dialog } = await openPicker();

    await user.click(dialog.getByRole('tab', { name: 'Media Library' }));
    expect(await dialog.findByText('No images yet. Upload one first.')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Select Image' })).toBeDisabled();

    await user.click(dialog.getByRole('button', { name: 'Upload Files' }));
    expect(dialog.getByRole('tab', { name: 'Upload Files' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(dialog.getByLabelText('Upload images')).toBeInTheDocument();
  });

  it('shows an error with Retry, and the images once the server answers', async () => {
    const handlers: Record<string, unknown> = {
      'GET /media': reply(500, { message: 'Server Error' }),
    };
    const fetchMock = mockApi(handlers);
    const { user, dialog } = await openPicker();

    await user.click(dialog.getByRole('tab', { name: 'Media Library' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Your images could not be loaded.');
    expect(dialog.queryByRole('list')).not.toBeInTheDocument();

    handlers['GET /media'] = { data: [mediaItem(1)] };
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await dialog.findByRole('button', { name: 'Image 1, added Jun 1, 2025' })).toBeVisible();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(calledPaths(fetchMock).filter((path) => path === 'GET /media')).toHaveLength(2);
  });

  it('loads the library only when its tab is opened', async () => {
    const fetchMock = mockApi({ 'GET /media': { data: [] } });
    const { user, dialog } = await openPicker();
    expect(calledPaths(fetchMock)).not.toContain('GET /media');
    await user.click(dialog.getByRole('tab', { name: 'Media Library' }));
    await dialog.findByText('No images yet. Upload one first.');
    expect(calledPaths(fetchMock)).toContain('GET /media');
  });
});

describe('ImagePickerDialog: Cancel and language', { timeout: 20_000 }, () => {
  it('Cancel closes without a choice, and the dialog opens afresh', async () => {
    mockApi({ 'GET /media': { data: [mediaItem(1), mediaItem(2)] } });
    const { user, dialog, onSelect } = await openPicker();

    await user.click(dialog.getByRole('tab', { name: 'Media Library' }));
    await user.click(await dialog.findByRole('button', { name: 'Image 1, added Jun 1, 2025' }));
    expect(dialog.getByRole('button', { name: 'Select Image' })).toBeEnabled();

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSelect).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Open picker' }));
    const again = within(await screen.findByRole('dialog', { name: 'Add an image' }));
    expect(again.getByRole('tab', { name: 'Upload Files' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(again.getByRole('button', { name: 'Select Image' })).toBeDisabled();
  });

  it('closes with Escape without a choice', async () => {
    mockApi();
    const { user, onSelect } = await openPicker();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    installFakeCanvas();
    mockApi({ 'GET /media': { data: [] } });
    const view = renderWithProviders(<Harness onSelect={vi.fn()} />);
    await view.user.click(await screen.findByRole('button', { name: 'Open picker' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Afbeelding toevoegen' }));

    expect(dialog.getByRole('tab', { name: 'Bestanden uploaden' })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Afbeelding kiezen' })).toBeDisabled();
    expect(dialog.getByLabelText('Afbeeldingen uploaden')).toBeInTheDocument();

    dropFiles([textFile('notities.pdf', 'application/pdf')]);
    expect(
      await dialog.findByText('notities.pdf is geen PNG-, JPEG-, WebP- of GIF-afbeelding.'),
    ).toBeVisible();

    await view.user.click(dialog.getByRole('tab', { name: 'Mediabibliotheek' }));
    expect(await dialog.findByText('Nog geen afbeeldingen. Upload er eerst een.')).toBeVisible();
  });
});
