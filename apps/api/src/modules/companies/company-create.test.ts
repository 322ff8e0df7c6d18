import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyRequests } from '../../../test/companies';
import { testAppWith } from '../../../test/helpers';
import { svgImage } from '../../../test/images';
import { media } from '../../db/schema';

/** POST /companies (changing and deleting one: company-writes.test.ts). */

const suite = testAppWith(companyRequests);

describe('POST /companies', () => {
  it('registers a company of the signed-in user with every field, images and rich text', async () => {
    const owner = await suite.member();
    const someoneElse = await suite.member();
    const name = suite.uniqueName('Bakkerij');
    const res = await suite.send('POST', '/companies', owner.token, {
      name: `  ${name}  `,
      email: 'info@bakkerij.example.org',
      phone: '+31 10 123 4567',
      website: 'bakkerij.example.org/over-ons',
      colorTheme: '#E07A1F',
      addressLine1: 'Hoogstraat 1',
      city: 'Rotterdam',
      postCode: '3011 AA',
      description: '<p>Fresh <strong>bread</strong><script>alert(1)</script></p>',
      page_data: JSON.stringify({
        founded_year: '1961',
        employees: 85,
        logo_url: 'https://x.nl/a.png',
      }),
      // The owner comes from the token, never from the form.
      user_id: String(someoneElse.user.id),
      picture: await suite.png(),
      logo: await suite.png(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().company;
    expect(res.json()).toMatchObject({ message: 'Company created successfully.', company: { id } });

    const profile = (await suite.get(`/company-profile/${id}`)).json().data;
    expect(profile).toEqual({
      id,
      name,
      email: 'info@bakkerij.example.org',
      phone: '+31 10 123 4567',
      website: 'https://bakkerij.example.org/over-ons',
      colorTheme: '#E07A1F',
      description: '<p>Fresh <strong>bread</strong></p>',
      addressLine1: 'Hoogstraat 1',
      city: 'Rotterdam',
      postCode: '3011 AA',
      logo: expect.stringMatching(/^[a-f0-9-]+\.webp$/),
      picture: expect.stringMatching(/^[a-f0-9-]+\.webp$/),
      label: null,
      user_id: owner.user.id,
      active: true,
      verified: false,
      page_data: { founded_year: '1961', employees: '85', logo_url: 'https://x.nl/a.png' },
      events: [],
      // Written without a language, in the request's (English): no Dutch yet.
      texts: {
        en: { name, description: '<p>Fresh <strong>bread</strong></p>' },
        nl: { name: null, description: null },
      },
    });
    expect(profile.logo).not.toBe(profile.picture);
    for (const file of [profile.logo, profile.picture]) {
      const served = await suite.app.inject({ url: `/storage/original/${file}` });
      expect(served.statusCode).toBe(200);
    }
    // Uploads join the owner's Media Library.
    const library = await suite.app.db.select().from(media).where(eq(media.userId, owner.user.id));
    expect(library.map((m) => m.file).sort()).toEqual([profile.logo, profile.picture].sort());

    const details = (await suite.get(`/companies/${id}`)).json().data;
    expect(details).toMatchObject({
      type: 'company',
      id,
      name,
      user_id: owner.user.id,
      website: 'https://bakkerij.example.org/over-ons',
      address_line1: 'Hoogstraat 1',
      city: 'Rotterdam',
      page_data: profile.page_data,
    });
    expect(await suite.listed(name)).toEqual([id]);
    expect(await suite.searchIds(name, 'company')).toEqual([id]);
    const suggestion = (await suite.get(`/universal-search/${encodeURIComponent(name)}`))
      .json()
      .data.find((s: { type: string }) => s.type === 'company');
    expect(suggestion).toMatchObject({ title: name, link: `/company-details/${id}` });
  });

  it('takes a name alone; empty optional fields count as not given', async () => {
    const owner = await suite.member();
    const name = suite.uniqueName('Plain');
    const res = await suite.send('POST', '/companies', owner.token, {
      name,
      email: '',
      website: ' ',
      page_data: '',
      colorTheme: '',
      picture: '',
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await suite.companyRow(res.json().company.id);
    expect(row).toMatchObject({
      name,
      email: null,
      website: null,
      pageData: null,
      colorTheme: null,
      picture: null,
      userId: owner.user.id,
    });
  });

  it('answers 401 to a visitor and stores nothing', async () => {
    const before = { count: await suite.companyCount(), files: suite.stored() };
    const res = await suite.send('POST', '/companies', null, {
      name: suite.uniqueName('Visitor'),
      picture: await suite.png(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Unauthenticated.' });
    expect(await suite.companyCount()).toBe(before.count);
    expect(suite.stored()).toEqual(before.files);
  });

  it('answers 422 with every problem at once, by field, and stores nothing', async () => {
    const owner = await suite.member();
    const before = { count: await suite.companyCount(), files: suite.stored() };
    const res = await suite.send('POST', '/companies', owner.token, {
      name: '   ',
      email: 'not-an-email',
      website: 'javascript:alert(1)',
      colorTheme: 'orange',
      postCode: 'x'.repeat(21),
      page_data: '{"founded": ',
      logo: await suite.png(),
      picture: { data: svgImage(), filename: 'evil.svg', type: 'image/svg+xml' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field must be a valid email address.'],
      website: ['The website field must be a valid URL.'],
      colorTheme: ['The color theme field must be a valid hexadecimal color.'],
      postCode: ['The post code field must not be greater than 20 characters.'],
      page_data: ['The page data field must be a valid JSON string.'],
      picture: ['The picture must be an image (PNG, JPEG, WebP or GIF).'],
    });
    // The name is checked in both languages once each field has been read.
    expect(res.json().message).toBe(
      'The email field must be a valid email address. (and 6 more errors)',
    );
    expect(await suite.companyCount()).toBe(before.count);
    expect(suite.stored()).toEqual(before.files);

    const missingName = await suite.send('POST', '/companies', owner.token, { city: 'Delft' });
    expect(missingName.statusCode).toBe(422);
    expect(missingName.json()).toMatchObject({
      message: 'The name field is required.',
      errors: { name: ['The name field is required.'] },
    });
  });

  it.each([
    ['an array', '["a"]'],
    ['a nested object', '{"a": {"b": "c"}}'],
    ['a null value', '{"a": null}'],
    ['an empty key', '{" ": "x"}'],
  ])('refuses page_data that is %s', async (_, pageData) => {
    const owner = await suite.member();
    const before = await suite.companyCount();
    const res = await suite.send('POST', '/companies', owner.token, {
      name: suite.uniqueName('Facts'),
      page_data: pageData,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      page_data: ['The page data field must be a JSON object of text values.'],
    });
    expect(await suite.companyCount()).toBe(before);
  });

  it("uses an image of the own Media Library by name, never another user's", async () => {
    const owner = await suite.member();
    const other = await suite.member();
    const first = await suite.createCompany(owner.token, { logo: await suite.png() });
    const { logo } = (await suite.companyRow(first))!;
    const files = suite.stored();

    const second = await suite.createCompany(owner.token, { logo: logo! });
    expect((await suite.companyRow(second))!.logo).toBe(logo);
    expect(suite.stored()).toEqual(files);

    const before = await suite.companyCount();
    const stolen = await suite.send('POST', '/companies', other.token, {
      name: suite.uniqueName('Thief'),
      logo: logo!,
    });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors).toEqual({
      logo: ['The logo must be an image (PNG, JPEG, WebP or GIF).'],
    });
    expect(await suite.companyCount()).toBe(before);
  });
});
