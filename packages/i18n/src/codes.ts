/**
 * The codes of the API's messages, and what goes with them in any part of the product: this
 * module has no strings and no schema library, so the web app can import it.
 *
 * A message is passed around by its code, `donations.target_closed`, with its parameters after a
 * `?` when it has any: `field.max_characters?max=255`. {@link said} writes one, {@link readSaid}
 * reads it. The API turns it into text once, at its edge, in the reader's language
 * (`@app/i18n/messages`); the web app shows a message by its code.
 */

/** The values a message's placeholders take: numbers, field names, a provider's name. */
export type MessageParams = Record<string, string | number>;

/** A message by its code and parameters. */
export interface Said {
  code: string;
  params?: MessageParams;
}

/** `said('field.max_characters', { max: 255 })` is 'field.max_characters?max=255'. */
export function said(code: string, params?: MessageParams): string {
  if (!params || Object.keys(params).length === 0) return code;
  const query = Object.entries(params)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${code}?${query}`;
}

const CODE = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/;

/** The code and parameters of a message written by {@link said}; undefined for any other text. */
export function readSaid(text: string): Said | undefined {
  const at = text.indexOf('?');
  const code = at === -1 ? text : text.slice(0, at);
  if (!CODE.test(code)) return undefined;
  if (at === -1) return { code };
  const params: MessageParams = {};
  try {
    for (const pair of text.slice(at + 1).split('&')) {
      const equals = pair.indexOf('=');
      if (equals === -1) continue;
      params[decodeURIComponent(pair.slice(0, equals))] = decodeURIComponent(
        pair.slice(equals + 1),
      );
    }
  } catch {
    return undefined;
  }
  return { code, params };
}

/**
 * Messages the web app also says itself: their one text lives among the interface strings, under
 * these keys, and the API reads it from there. Every other code's text is in the API's own
 * strings (`areas/server.*.json`).
 */
export const sharedMessageKeys: Record<string, string> = {
  'admin.reason_required': 'consolePages.deactivateDialog.reasonRequired',
  'admin_people.blocked': 'consolePeople.notices.blocked',
  'admin_people.unblocked': 'consolePeople.notices.unblocked',
  'auth.email_invalid': 'auth.validation.invalidEmail',
  'auth.invalid_credentials': 'auth.login.invalidCredentials',
  'auth.logged_out': 'auth.logout.done',
  'auth.password_personal': 'auth.validation.personalPassword',
  'auth.password_too_short': 'auth.validation.weakPassword',
  'auth.passwords_do_not_match': 'auth.validation.passwordsDoNotMatch',
  'companies.created': 'companyPages.form.created',
  'companies.deleted': 'companyPages.profile.deleted',
  'companies.forbidden': 'companyPages.edit.notAllowed',
  'companies.updated': 'companyPages.form.updated',
  'company_events.company_required': 'companyPages.event.companyRequired',
  'company_events.created': 'companyPages.event.created',
  'company_events.nonprofit_required': 'companyPages.event.nonprofitRequired',
  'donations.amount_decimals': 'donations.messages.amountDecimals',
  'donations.amount_too_large': 'donations.messages.amountTooLarge',
  'donations.company_target': 'donations.messages.companyTarget',
  'donations.day': 'donations.messages.day',
  'donations.donor_email': 'donations.messages.donorEmail',
  'donations.donor_name': 'donations.messages.donorName',
  'donations.frequency': 'donations.messages.frequency',
  'donations.invalid_amount': 'donations.amount.invalid',
  'donations.message': 'donations.messages.message',
  'donations.monthly_email': 'donations.messages.monthlyEmail',
  'donations.monthly_name': 'donations.messages.monthlyName',
  'donations.not_found': 'donations.messages.notFound',
  'donations.owner_only': 'donations.messages.ownerOnly',
  'donations.payment_error': 'donations.messages.paymentError',
  'donations.target': 'donations.messages.target',
  'donations.target_closed': 'donations.messages.targetClosed',
  'donations.target_not_found': 'donations.messages.targetNotFound',
  'donations.target_type': 'donations.messages.targetType',
  'donations.too_many': 'donations.messages.tooMany',
  'events.created': 'campaigns.event.created',
  'events.deleted': 'campaigns.events.deleted',
  'fundraisers.deleted': 'fundraiserPages.profile.deleted',
  'fundraisers.forbidden': 'fundraiserPages.edit.forbidden',
  'general.too_many_attempts': 'errors.tooManyAttemptsLater',
  'jobs.created': 'jobForm.registration.created',
  'jobs.deleted': 'jobForm.delete.deleted',
  'jobs.not_found': 'jobForm.edit.notFound',
  'jobs.pdf_size': 'jobForm.pdf.tooLarge',
  'jobs.pdf_type': 'jobForm.pdf.invalidType',
  'jobs.updated': 'jobForm.edit.updated',
  'packages.deleted': 'donationPackages.deleted',
  'pages.about_not_found': 'about.notFound',
  'pages.article_data_not_found': 'help.article.notFound',
  'pages.article_not_found': 'blog.details.notFound',
  'pages.company_not_found': 'companyPages.profile.notFound',
  'pages.contact_not_found': 'contact.notFound',
  'pages.contact_thanks': 'contact.form.thanks',
  'pages.event_not_found': 'details.errors.companyEvent.notFound',
  'pages.event_not_found_short': 'details.errors.event.notFound',
  'pages.fundraiser_forbidden_view': 'fundraiserPages.profile.forbidden',
  'pages.fundraiser_not_found': 'details.errors.fundraiser.notFound',
  'pages.nonprofit_not_found': 'details.errors.nonprofit.notFound',
  'pages.project_not_found': 'details.errors.project.notFound',
  'payments.already_premium': 'payments.premium.alreadyPremium',
  'payments.connect_failed': 'payments.connect.failed',
  'profile.current_password_required': 'profile.edit.currentPasswordRequired',
  'profile.deleted': 'settings.deletedText',
  'profile.description_updated': 'profile.description.saved',
  'profile.forbidden': 'profile.edit.forbidden',
  'profile.updated': 'profile.edit.success',
  'projects.created': 'campaigns.project.created',
  'projects.deleted': 'campaigns.projects.deleted',
  'reports.reason_required': 'reports.reasonMissing',
  'reports.thanks': 'reports.sent',
  'second_factor.passkey_name_required': 'security.passkeys.nameRequired',
  'updates.deleted': 'pageUpdates.delete.done',
  'updates.posted': 'pageUpdates.editor.posted',
  'verification.anbi_required': 'consolePages.verifyDialog.problems.anbiRequired',
  'verification.kvk_invalid': 'consolePages.verifyDialog.problems.kvkInvalid',
  'verification.kvk_required': 'consolePages.verifyDialog.problems.kvkRequired',
  'verification.rsin_invalid': 'consolePages.verifyDialog.problems.rsinInvalid',
  'verification.rsin_required': 'consolePages.verifyDialog.problems.rsinRequired',
};
