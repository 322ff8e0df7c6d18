import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLibraryImage, mediaItem } from '@/components/image-picker/testing/media-fixtures';
import { calledPaths, deferred, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

/** /create-project as the campaign chooser opens it: with the non-profit in navigation state. */
async function openCreateProject(state: unknown = { nonprofitId: 7, userId: 1 }) {
  signIn();
  const view = renderApp('/create-project');
  await act(() => view.router.navigate('/create-project', { state }));
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('Create Project', { timeout: 30_000 }, () => {
  it("says 'Nonprofit ID is missing.' on a direct link and leads back to the page list", async () => {
    mockApi();
    signIn();
    renderApp('/create-project');

    expect(await screen.findByText('Nonprofit ID is missing.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your pages' })).toHaveAttribute(
      'href',
      '/profile?tab=pages',
    );
    expect(screen.queryByRole('button', { name: 'Create Project' })).not.toBeInTheDocument();
  });

  it('shows the back link, title, background image and short description', async () => {
    mockApi();
    await openCreateProject();

    expect(screen.getByRole('heading', { level: 1, name: 'Create Project' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the non-profit profile' })).toHaveAttribute(
      'href',
      '/non-profit-profile/7',
    );
    expect(field('Title')).toBeRequired();
    expect(
      within(screen.getByRole('group', { name: 'Background image' })).getByText('No image chosen'),
    ).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'Short description' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create Project' })).toBeEnabled();
  });

  it('previews the chosen background image and removes it again', async () => {
    mockApi({ 'GET /media': { data: [mediaItem(1, { file: 'well.webp' })] } });
    const { user } = await openCreateProject();

    await chooseLibraryImage(user, 'Background image');
    const group = within(screen.getByRole('group', { name: 'Background image' }));
    expect(group.getByRole('img', { name: 'Chosen image for Background image' })).toHaveAttribute(
      'src',
      '/storage/original/well.webp',
    );
    await user.click(group.getByRole('button', { name: 'Remove' }));
    expect(group.queryByRole('img')).not.toBeInTheDocument();
    expect(group.getByText('No image chosen')).toBeVisible();
  });

  it("sends the project as multipart, shows 'Creating...' and returns to the profile", async () => {
    const answer = deferred();
    const sent: FormData[] = [];
    mockApi({
      'GET /media': { data: [mediaItem(1, { file: 'well.webp' })] },
      'POST /project': async (request: Request) => {
        sent.push(await request.formData());
        await answer.promise;
        return reply(201, { message: 'Project created successfully.', project: { id: 21 } });
      },
    });
    const { user, router } = await openCreateProject();

    await user.type(field('Title'), 'Wells for Kenya');
    await chooseLibraryImage(user, 'Background image');
    await user.click(await screen.findByRole('textbox', { name: 'Short description' }));
    await user.keyboard('Clean water for 3 villages');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));

    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]!;
    expect(body.get('name_en')).toBe('Wells for Kenya');
    expect(body.get('description_en')).toBe('<p>Clean water for 3 villages</p>');
    expect(body.get('nonprofits_id')).toBe('7');
    expect(body.get('user_id')).toBe('1');
    expect(body.get('picture')).toBe('well.webp');

    answer.resolve(undefined);
    await waitFor(() => expect(router.state.location.pathname).toBe('/non-profit-profile/7'));
    expect(await screen.findByText('Project created successfully.')).toBeVisible();
  });

  it('asks for a title before calling the API', async () => {
    const fetchMock = mockApi();
    const { user } = await openCreateProject();

    await user.type(field('Title'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));

    expect(await screen.findByText('Write this in at least one language.')).toBeVisible();
    expect(calledPaths(fetchMock)).not.toContain('POST /project');
  });

  it("shows a 422 per field and as a block beginning 'Please fix the following errors'", async () => {
    mockApi({
      'POST /project': reply(422, {
        message: 'The name field must not be greater than 255 characters. (and 1 more error)',
        errors: {
          name: ['The name field must not be greater than 255 characters.'],
          picture: ['The picture field must be an image.'],
        },
      }),
    });
    const { user } = await openCreateProject();

    await user.type(field('Title'), 'Wells for Kenya');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));

    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toMatch(/^Please fix the following errors/);
    expect(summary).toHaveTextContent(
      'Title: The name field must not be greater than 255 characters.',
    );
    expect(summary).toHaveTextContent('Background image: The picture field must be an image.');
    expect(field('Title')).toHaveAccessibleDescription(
      'The name field must not be greater than 255 characters.',
    );
    expect(screen.getByRole('group', { name: 'Background image' })).toHaveAccessibleDescription(
      'The picture field must be an image.',
    );
    expect(field('Title')).toHaveValue('Wells for Kenya');
  });

  it('falls back to the generic text when the server fails', async () => {
    mockApi({ 'POST /project': reply(500, { message: 'Server Error' }) });
    const { user } = await openCreateProject();

    await user.type(field('Title'), 'Wells for Kenya');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Create Project' })).toBeEnabled();
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi();
    await openCreateProject();

    expect(await screen.findByRole('heading', { level: 1, name: 'Project maken' })).toBeVisible();
    expect(field('Titel')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Achtergrondafbeelding' })).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'Korte beschrijving' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Project maken' })).toBeVisible();
  });
});
