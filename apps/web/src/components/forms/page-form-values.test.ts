import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { changedImages, pageValuesFormData } from './page-form-data';
import { pageFieldErrors, pageFormValues, storedImages } from './page-form-values';

const text = ['name', 'website'] as const;
const images = ['picture', 'logo'] as const;
const picked = (file: string) => ({ file, url: `/storage/original/${file}` });

const unprocessable = (errors: Record<string, string[]>) =>
  new ApiError(422, 'The given data was invalid.', { errors });

describe('pageFormValues', () => {
  it('starts a registration form empty', () => {
    expect(pageFormValues({}, text, images)).toEqual({
      name: '',
      website: '',
      picture: null,
      logo: null,
    });
  });

  it('starts an edit form from the stored page', () => {
    const page = { id: 3, name: 'Acme', website: null, picture: 'team.jpg', logo: null };
    expect(pageFormValues(page, text, images)).toEqual({
      name: 'Acme',
      website: '',
      picture: picked('team.jpg'),
      logo: null,
    });
    expect(storedImages(page, ['picture'])).toEqual({ picture: picked('team.jpg') });
  });
});

describe('pageFieldErrors', () => {
  it("keeps each listed field's first message, with `image` under the picture", () => {
    const error = unprocessable({
      name: ['The name field is required.', 'Second message.'],
      image: ['The image must be an image.'],
      other: ['Not a field of this form.'],
    });
    expect(pageFieldErrors(error, [...text, ...images])).toEqual({
      name: 'The name field is required.',
      picture: 'The image must be an image.',
    });
  });

  it("prefers the picture's own message and leaves a form's own image field alone", () => {
    const error = unprocessable({ picture: ['Picture.'], image: ['Image.'] });
    expect(pageFieldErrors(error, ['picture'])).toEqual({ picture: 'Picture.' });
    expect(pageFieldErrors(unprocessable({ image: ['Image.'] }), ['picture', 'image'])).toEqual({
      image: 'Image.',
    });
    expect(pageFieldErrors(new Error('offline'), ['picture'])).toEqual({});
  });
});

describe('page form bodies', () => {
  it('sends every chosen image without stored ones, only the changed ones with', () => {
    const chosen = { picture: picked('new.jpg'), logo: picked('logo.png') };
    expect(changedImages(chosen)).toEqual(chosen);
    expect(changedImages(chosen, { picture: 'old.jpg', logo: 'logo.png' })).toEqual({
      picture: picked('new.jpg'),
    });
  });

  it('sends the extra and listed text fields, trimmed, and the changed images', () => {
    const values = {
      name: ' Acme ',
      website: '',
      picture: picked('team.jpg'),
      logo: picked('logo.png'),
    };
    const body = pageValuesFormData(values, {
      text: ['name'],
      images,
      extra: { user_id: 1, page_data: undefined },
      stored: { picture: 'team.jpg', logo: null },
    });
    expect([...body.entries()]).toEqual([
      ['user_id', '1'],
      ['name', 'Acme'],
      ['logo', 'logo.png'],
    ]);
  });
});
