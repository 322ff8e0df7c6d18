import type { ContentBlock } from '@app/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { ContentModal } from './content-modal';

function block(overrides: Partial<ContentBlock>): ContentBlock {
  return {
    id: 1,
    block_type: 'TEXT',
    index: 0,
    title: null,
    text: null,
    content: null,
    languages: {},
    ...overrides,
  };
}

function open(onClose = () => {}) {
  return renderWithProviders(
    <ContentModal
      opened
      onClose={onClose}
      type="nonprofit"
      id={3}
      name="Clean Water Foundation"
      description="We bring clean drinking water to villages."
    />,
  );
}

describe("'About {name}' content modal", { timeout: 15_000 }, () => {
  it('shows the short description, then the blocks in index order', async () => {
    mockApi({
      'GET /nonprofit/content-block/3': {
        data: [
          block({
            id: 3,
            index: 2,
            block_type: 'PICTURE',
            content: '{"link":"well.jpg"}',
            text: 'The new well',
          }),
          block({ id: 1, index: 0, title: 'Our story', text: 'It started in 2010.' }),
          block({
            id: 2,
            index: 1,
            block_type: 'VIDEO',
            title: 'https://youtu.be/dQw4w9WgXcQ',
            text: 'Opening day',
          }),
          block({ id: 4, index: 3, block_type: 'VIDEO', title: 'https://vimeo.com/123456' }),
          block({ id: 5, index: 4, block_type: 'PICTURE', content: 'not json' }),
        ],
      },
    });
    open();

    const dialog = within(
      await screen.findByRole('dialog', { name: 'About Clean Water Foundation' }),
    );
    expect(dialog.getByText('We bring clean drinking water to villages.')).toBeVisible();
    expect(await dialog.findByRole('heading', { name: 'Our story' })).toBeVisible();
    expect(dialog.getByText('It started in 2010.')).toBeVisible();

    const video = dialog.getByTitle('Video: Opening day');
    expect(video.tagName).toBe('IFRAME');
    expect(video).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(dialog.getByRole('link', { name: /Watch the video/ })).toHaveAttribute(
      'href',
      'https://vimeo.com/123456',
    );
    expect(dialog.getByRole('img', { name: 'The new well' })).toHaveAttribute(
      'src',
      '/storage/original/well.jpg',
    );
    expect(dialog.getByText('Invalid image link')).toBeVisible();

    // Index order: story, video, picture, link, invalid picture.
    const order = [
      'Our story',
      'Opening day',
      'The new well',
      'Watch the video',
      'Invalid image link',
    ];
    const text = (await screen.findByRole('dialog')).textContent ?? '';
    const positions = order.map((part) => text.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("shows 'Loading...' and then 'Error loading content' with Retry", async () => {
    let fail: () => void = () => {};
    const handlers: Record<string, unknown> = {
      'GET /nonprofit/content-block/3': () =>
        new Promise((resolve) => (fail = () => resolve(reply(500, { message: 'boom' })))),
    };
    mockApi(handlers);
    const { user } = open();

    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Loading...')).toBeVisible();
    fail();
    expect(await dialog.findByText('Error loading content')).toBeVisible();

    handlers['GET /nonprofit/content-block/3'] = { data: [] };
    await user.click(dialog.getByRole('button', { name: 'Retry' }));

    expect(
      await dialog.findByText('There is nothing more to read about this page yet.'),
    ).toBeVisible();
  });
});
