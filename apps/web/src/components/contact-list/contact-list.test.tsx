import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { ContactList } from './contact-list';

describe('ContactList', () => {
  it('links e-mail, phone and an http(s) website, and joins the address parts', async () => {
    renderWithProviders(
      <ContactList
        email="hello@acme.example"
        phone="+31 20 123 4567"
        website=" https://acme.example "
        address={['Damrak 1', null, 'Amsterdam']}
      />,
    );

    expect(await screen.findByRole('link', { name: 'hello@acme.example' })).toHaveAttribute(
      'href',
      'mailto:hello@acme.example',
    );
    expect(screen.getByRole('link', { name: '+31 20 123 4567' })).toHaveAttribute(
      'href',
      'tel:+31201234567',
    );
    const website = screen.getByRole('link', { name: /^acme\.example.*opens in a new tab/ });
    expect(website).toHaveAttribute('href', 'https://acme.example');
    expect(website).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Address')).toBeVisible();
    expect(screen.getByText('Damrak 1, Amsterdam')).toBeVisible();
  });

  it('does not link a website that is not an http(s) address', async () => {
    renderWithProviders(<ContactList website="javascript:alert(1)" phone="020 123" />);
    expect(await screen.findByText('Phone')).toBeVisible();
    expect(screen.queryByText('Website')).not.toBeInTheDocument();
  });

  it("says 'No contact details yet.' without any, in Dutch too", async () => {
    localStorage.setItem('language', 'nl');
    mockApi();
    renderWithProviders(<ContactList email={null} address={[null, '']} />);
    expect(await screen.findByText('Nog geen contactgegevens.')).toBeVisible();
  });
});
