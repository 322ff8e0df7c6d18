import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUser } from '@/testing/fixtures';
import { mockApi, reply } from '@/testing/mock-api';
import { profileApi, signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

function image(name: string, type = 'image/png', size = 1024) {
  return new File([new Uint8Array(size)], name, { type });
}

describe('Profile images', () => {
  it('shows the chosen banner at once and reverts the preview when the upload fails', async () => {
    let answer: (value: unknown) => void = () => {};
    mockApi({
      ...profileApi(),
      'POST /profile/1': () => new Promise((resolve) => (answer = resolve)),
    });
    signIn();
    const { user } = renderApp('/profile');

    const banner = await screen.findByRole('img', { name: 'Banner of Sanne de Vries' });
    expect(banner).toHaveAttribute('src', '/storage/original/banner-sanne.jpg');

    await user.upload(screen.getByLabelText('Choose a banner image'), image('new.png'));

    expect(banner.getAttribute('src')).toMatch(/^blob:/);
    answer(
      reply(422, { message: 'Invalid', errors: { background_image: ['The image is too big.'] } }),
    );

    await waitFor(() =>
      expect(banner).toHaveAttribute('src', '/storage/original/banner-sanne.jpg'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The image is too big.');
  });

  it('uploads the logo as multipart with _method=PUT and keeps the new image', async () => {
    let sent: FormData | undefined;
    const handlers: Record<string, unknown> = {
      ...profileApi(),
      'POST /profile/1': async (request: Request) => {
        sent = await request.formData();
        return {
          user: sessionUser({ logo: 'logo-new.png' }),
          message: 'Profile updated successfully.',
        };
      },
    };
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/profile');

    await screen.findByRole('heading', { level: 1, name: 'Sanne de Vries' });
    handlers['GET /user/1'] = { user: sessionUser({ logo: 'logo-new.png' }) };
    await user.upload(screen.getByLabelText('Choose a logo image'), image('logo.png'));

    await waitFor(() => expect(sent?.get('_method')).toBe('PUT'));
    // The request is rebuilt by the test's fetch stub, so the File is another realm's: compare fields.
    expect(sent?.get('logo')).toMatchObject({ type: 'image/png', size: 1024 });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('user') ?? '{}').logo).toBe('logo-new.png'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file that is not an image or is larger than 5 MB without uploading', async () => {
    const handlers = profileApi();
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/profile');

    const input = await screen.findByLabelText('Choose a logo image');
    await user.upload(input, image('huge.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This image is too large. The maximum size is 5 MB.',
    );
  });
});
