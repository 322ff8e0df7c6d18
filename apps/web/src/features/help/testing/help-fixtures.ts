import type { HelpCategory } from '@app/contract';

/** The help center as GET /help-page-contents answers it. */
export function helpCategories(): HelpCategory[] {
  return [
    {
      id: 1,
      title: 'Donations',
      sections: [
        {
          id: 11,
          title: 'Paying',
          articles: [
            {
              id: 111,
              slug: 'how-do-refunds-work',
              title: 'How do refunds work?',
              content: 'Contact the non-profit within 14 days.\n\nThey decide on the refund.',
            },
            {
              id: 112,
              slug: 'tax-receipts',
              title: 'Tax receipts',
              content: 'Receipts are sent by e-mail.',
            },
          ],
        },
      ],
    },
    {
      id: 2,
      title: 'Your account',
      sections: [
        {
          id: 21,
          title: 'Signing in',
          articles: [
            {
              id: 211,
              slug: 'reset-your-password',
              title: 'Reset your password',
              content: 'Use the link on the login page.',
            },
          ],
        },
      ],
    },
  ];
}
