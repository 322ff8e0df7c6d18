import type { PictureShape } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { ImageField } from './image-field';
import { ImagePickerDialog, type PickedImage } from './image-picker-dialog';
import { installFakeCanvas, pngFile } from './testing/fake-canvas';
import { loadCropImage, mediaItem } from './testing/media-fixtures';

const original = mediaItem(4, { file: 'photo.webp' });

/** The JSON bodies of the picker's crop requests. */
async function sentCrops(fetchMock: ReturnType<typeof mockApi>) {
  const requests = fetchMock.mock.calls
    .map(([input, init]) => new Request(new URL(String(input), 'http://localhost'), init))
    .filter((request) => request.method === 'POST' && request.url.endsWith('/media/crops'));
  return Promise.all(requests.map((request) => request.json() as Promise<unknown>));
}

function Harness({
  shape,
  onSelect,
}: {
  shape: PictureShape;
  onSelect: (image: PickedImage) => void;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open picker
      </button>
      <ImagePickerDialog
        opened={opened}
        onClose={() => setOpened(false)}
        onSelect={onSelect}
        shape={shape}
      />
    </>
  );
}

/** Opens the picker for `shape`, chooses the library's photo and goes on to the crop step. */
async function cropStepFor(shape: PictureShape) {
  const cropped = mediaItem(30, { file: `${shape}-crop.webp` });
  const fetchMock = mockApi({
    'GET /media': { data: [original] },
    'POST /media/crops': reply(201, { data: cropped }),
  });
  const onSelect = vi.fn<(image: PickedImage) => void>();
  const view = renderWithProviders(<Harness shape={shape} onSelect={onSelect} />);
  await view.user.click(await screen.findByRole('button', { name: 'Open picker' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add an image' }));
  await view.user.click(dialog.getByRole('tab', { name: 'Media Library' }));
  await view.user.click(await dialog.findByRole('button', { name: /^Image 1,/ }));
  await view.user.click(dialog.getByRole('button', { name: 'Select Image' }));
  const image = await loadCropImage(2400, 1600);
  return { ...view, dialog, fetchMock, onSelect, image, cropped };
}

describe('ImagePickerDialog: one step from an image to its crop', { timeout: 20_000 }, () => {
  /** Opens a card field's picker with an upload that the server stores as `stored`. */
  async function openForUpload() {
    installFakeCanvas();
    const stored = mediaItem(12, { file: 'kids.webp' });
    const cropped = mediaItem(31, { file: 'kids-card.webp' });
    const fetchMock = mockApi({
      'POST /media': reply(201, { data: stored }),
      'POST /media/crops': reply(201, { data: cropped }),
    });
    const onSelect = vi.fn<(image: PickedImage) => void>();
    const view = renderWithProviders(<Harness shape="card" onSelect={onSelect} />);
    await view.user.click(await screen.findByRole('button', { name: 'Open picker' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add an image' }));
    return { ...view, dialog, fetchMock, onSelect, cropped };
  }

  it('opens on the drop zone and goes from a chosen file to its crop without another click', async () => {
    const { user, dialog, fetchMock, onSelect, cropped } = await openForUpload();
    expect(dialog.getByTestId('image-dropzone')).toBeVisible();
    await user.upload(dialog.getByLabelText('Upload images'), pngFile('kids.png', 1200, 800));

    // No tile to pick, no Select Image: the crop step of the stored original shows.
    const image = await loadCropImage(1200, 800);
    expect(image).toHaveAttribute('src', '/storage/original/kids.webp');
    expect(dialog.queryByRole('button', { name: 'Select Image' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Use this crop' }));
    await waitFor(() =>
      expect(onSelect).toHaveBeenCalledWith({ file: cropped.file, url: cropped.url }),
    );
    expect((await sentCrops(fetchMock))[0]).toMatchObject({ file: 'kids.webp', shape: 'card' });
  });

  it('takes an image pasted from the clipboard to its crop; pasted text is left alone', async () => {
    const { dialog, fetchMock } = await openForUpload();
    fireEvent.paste(document.activeElement ?? document.body, {
      clipboardData: { files: [], items: [], types: ['text/plain'] },
    });
    expect(calledPaths(fetchMock)).not.toContain('POST /media');

    const file = pngFile('screenshot.png', 1200, 800);
    fireEvent.paste(document.activeElement ?? document.body, {
      clipboardData: { files: [file], items: [], types: ['Files'] },
    });
    const image = await loadCropImage(1200, 800);
    expect(image).toHaveAttribute('src', '/storage/original/kids.webp');
    expect(dialog.getByRole('button', { name: 'Use this crop' })).toBeVisible();
  });

  it('lets the owner pick one of several dropped images first', async () => {
    const { user, dialog } = await openForUpload();
    await user.upload(dialog.getByLabelText('Upload images'), [
      pngFile('a.png', 1200, 800),
      pngFile('b.png', 1200, 800),
    ]);
    await waitFor(() =>
      expect(dialog.getAllByRole('button', { name: /^Uploaded image/ })).toHaveLength(2),
    );
    expect(dialog.queryByRole('img', { name: 'The image to crop' })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Select Image' })).toBeEnabled();
  });
});

describe('ImagePickerDialog: the crop for the place', { timeout: 20_000 }, () => {
  it('asks a banner field for a banner crop of the original and chooses the cropped picture', async () => {
    const { user, dialog, fetchMock, onSelect, image, cropped } = await cropStepFor('banner');

    expect(image).toHaveAttribute('src', '/storage/original/photo.webp');
    expect(
      dialog.getByText('Drag the frame, or use the sliders, to choose what the banner shows.'),
    ).toBeVisible();
    // The frame starts as the largest 3:1 part, centred: 2400 x 800 from the top 400.
    const frame = screen.getByTestId('crop-frame');
    expect(frame.style.top).toBe('25%');
    expect(frame.style.height).toBe('50%');
    expect(frame.style.width).toBe('100%');
    expect(dialog.getByText('Shown up to 2400 × 800 pixels')).toBeVisible();

    await user.click(dialog.getByRole('button', { name: 'Use this crop' }));

    await waitFor(() => expect(onSelect).toHaveBeenCalledTimes(1));
    expect(onSelect).toHaveBeenCalledWith({ file: cropped.file, url: cropped.url });
    expect(await sentCrops(fetchMock)).toEqual([
      { file: 'photo.webp', shape: 'banner', x: 0, y: 400, width: 2400, height: 800 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('moves and sizes the frame from the keyboard', async () => {
    const { user, dialog, fetchMock } = await cropStepFor('banner');

    // Size: smallest (10% of the widest banner), then to the right edge and the top.
    dialog.getByRole('slider', { name: 'Size' }).focus();
    await user.keyboard('{Home}');
    dialog.getByRole('slider', { name: 'Left to right' }).focus();
    await user.keyboard('{End}');
    dialog.getByRole('slider', { name: 'Top to bottom' }).focus();
    await user.keyboard('{Home}');
    expect(dialog.getByText('Shown up to 240 × 80 pixels')).toBeVisible();

    await user.click(dialog.getByRole('button', { name: 'Use this crop' }));
    await waitFor(async () =>
      expect(await sentCrops(fetchMock)).toEqual([
        { file: 'photo.webp', shape: 'banner', x: 2160, y: 0, width: 240, height: 80 },
      ]),
    );
  });

  it('crops a logo square and a card 3:2', async () => {
    const logo = await cropStepFor('logo');
    expect(logo.dialog.getByText('Shown up to 1600 × 1600 pixels')).toBeVisible();
    await logo.user.click(logo.dialog.getByRole('button', { name: 'Use this crop' }));
    await waitFor(async () =>
      expect(await sentCrops(logo.fetchMock)).toEqual([
        { file: 'photo.webp', shape: 'logo', x: 400, y: 0, width: 1600, height: 1600 },
      ]),
    );
    logo.unmount();

    const card = await cropStepFor('card');
    card.dialog.getByRole('slider', { name: 'Size' }).focus();
    await card.user.keyboard('{ArrowLeft}'.repeat(50));
    await card.user.click(card.dialog.getByRole('button', { name: 'Use this crop' }));
    await waitFor(async () =>
      expect(await sentCrops(card.fetchMock)).toEqual([
        { file: 'photo.webp', shape: 'card', x: 600, y: 400, width: 1200, height: 800 },
      ]),
    );
  });

  it("Back returns to the choice; the server's refusal shows and keeps the dialog open", async () => {
    const { user, dialog, fetchMock, onSelect } = await cropStepFor('banner');
    await user.click(dialog.getByRole('button', { name: 'Back' }));
    expect(await dialog.findByRole('button', { name: /^Image 1,/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(dialog.getByRole('button', { name: 'Select Image' }));
    await loadCropImage(2400, 1600);

    fetchMock.mockClear();
    mockApi({
      'POST /media/crops': reply(422, {
        message: 'The given data was invalid.',
        errors: {
          crop: ['The crop must lie inside the image (2400 x 1600 pixels) and have an area.'],
        },
      }),
    });
    await user.click(dialog.getByRole('button', { name: 'Use this crop' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The crop must lie inside the image (2400 x 1600 pixels) and have an area.',
    );
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add an image' })).toBeVisible();
  });
});

describe('ImageField: cropping a chosen picture again', { timeout: 20_000 }, () => {
  function Field({ initial }: { initial: PickedImage }) {
    const [value, setValue] = useState<PickedImage | null>(initial);
    return (
      <ImageField label="Background picture" shape="banner" value={value} onChange={setValue} />
    );
  }

  it('opens on the original with the earlier crop and replaces the picture with the new crop', async () => {
    const fetchMock = mockApi({
      'GET /media/files/old-banner.webp': {
        data: {
          original,
          shape: 'banner',
          crop: { x: 1200, y: 800, width: 1200, height: 400 },
        },
      },
      'POST /media/crops': reply(201, { data: mediaItem(31, { file: 'new-banner.webp' }) }),
    });
    const { user } = renderWithProviders(
      <Field initial={{ file: 'old-banner.webp', url: '/storage/original/old-banner.webp' }} />,
    );
    const field = within(screen.getByRole('group', { name: 'Background picture' }));

    await user.click(field.getByRole('button', { name: 'Crop again' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Background picture' }));
    const image = await loadCropImage(2400, 1600);
    expect(image).toHaveAttribute('src', '/storage/original/photo.webp');
    expect(dialog.getByText('Shown up to 1200 × 400 pixels')).toBeVisible();
    // A crop from the original: the earlier banner is no Back away.
    expect(dialog.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    dialog.getByRole('slider', { name: 'Top to bottom' }).focus();
    await user.keyboard('{Home}');
    await user.click(dialog.getByRole('button', { name: 'Use this crop' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await sentCrops(fetchMock)).toEqual([
      { file: 'photo.webp', shape: 'banner', x: 1200, y: 0, width: 1200, height: 400 },
    ]);
    expect(field.getByRole('img', { name: 'Chosen image for Background picture' })).toHaveAttribute(
      'src',
      '/storage/original/new-banner.webp',
    );
    expect(calledPaths(fetchMock)).toContain('GET /media/files/old-banner.webp');
  });

  it('says so for a picture that is in no own library, and offers the picker instead', async () => {
    mockApi({
      'GET /media/files/demo-banner.webp': reply(404, { message: 'There is no such image.' }),
      'GET /media': { data: [] },
    });
    const { user } = renderWithProviders(
      <Field initial={{ file: 'demo-banner.webp', url: '/storage/original/demo-banner.webp' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Crop again' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Background picture' }));
    expect(
      await dialog.findByText(
        'This picture cannot be cropped again here. Choose it from your Media Library or upload it.',
      ),
    ).toBeVisible();
    expect(dialog.getByRole('tab', { name: 'Upload Files' })).toBeVisible();
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({
      'GET /media/files/a.webp': { data: { original, shape: null, crop: null } },
    });
    const { user } = renderWithProviders(
      <Field initial={{ file: 'a.webp', url: '/storage/original/a.webp' }} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Opnieuw bijsnijden' }));
    const dialog = within(await screen.findByRole('dialog'));
    await loadCropImage(2400, 1600, 'De afbeelding om bij te snijden');
    expect(
      dialog.getByText(
        'Versleep het kader of gebruik de schuifregelaars om te kiezen wat de banner laat zien.',
      ),
    ).toBeVisible();
    expect(dialog.getByRole('slider', { name: 'Grootte' })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Deze uitsnede gebruiken' })).toBeEnabled();
  });
});
