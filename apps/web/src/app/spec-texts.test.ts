import { bundledTranslations } from '@app/i18n';
import { describe, expect, it } from 'vitest';

/**
 * Spec sections 2, 4, 5 and 8 give these texts word for word (sign-in and profile screens).
 * A reworded translation file fails here, not in a review.
 */
const required: Record<string, string> = {
  'auth.login.submit': 'Login',
  'auth.login.submitting': 'Logging in...',
  'auth.login.failedTitle': 'Login Failed',
  'auth.login.invalidCredentials': 'Invalid credentials. Please check your email and password.',
  'auth.login.userNotFound': 'User not found. Please register first.',
  'errors.tryAgain': 'An error occurred. Please try again.',
  'errors.tooManyAttempts': 'Too many attempts. Please wait {{seconds}} seconds and try again.',
  'auth.validation.invalidEmailTitle': 'Invalid Email',
  'auth.validation.invalidEmail': 'Please enter a valid email address.',
  'auth.validation.passwordsDoNotMatch': 'Passwords do not match',
  'auth.validation.weakPasswordTitle': 'Weak Password',
  'auth.validation.weakPassword': 'Password must be at least 8 characters long.',
  'auth.signUp.failed': 'Registration failed. Please check your details and try again.',
  'auth.forgot.submit': 'Reset Password',
  'auth.forgot.submitting': 'Sending...',
  'auth.forgot.sentTitle': 'Reset Link Sent',
  'auth.forgot.failed': 'Failed to send reset link. Please try again.',
  'auth.reset.failed': 'Failed to reset password. Please try again.',
  'auth.reset.checkForm': 'Please check the form for errors.',
  'auth.callback.title': 'Completing Sign-in',
  'auth.callback.google': 'Please wait while we finish signing you in with Google...',
  'auth.error.google.title': 'Google Sign-In Failed',
  'auth.error.invalidState.title': 'Session Expired',
  'auth.error.failed.title': 'Authentication Failed',
  'auth.error.unknown.title': 'Authentication Error',
  'auth.error.unknown.text': 'An unexpected error occurred during authentication.',
  'auth.error.tryAgain': 'Try Again',
  'auth.error.createAccount': 'Create New Account',
  'auth.error.backHome': 'Back to Home',
  'profile.loadingUser': 'Loading user data...',
  'profile.fetchError': 'Error fetching user data',
  'profile.loadFailed': 'Failed to load user data.',
  'profile.notFound': 'User not found',
  'common.tryAgain': 'Try Again',
  'profile.editProfile': 'Edit Profile',
  'profile.createPage': 'Create New Page',
  'profile.tabs.about': 'About',
  'profile.tabs.newsFeed': 'NewsFeed',
  'profile.tabs.follow': 'Follow',
  'profile.tabs.pageList': 'Page List',
  'profile.tabs.settings': 'Settings',
  'profile.description.saved': 'Description updated successfully.',
  'profile.description.failed': 'Failed to update description.',
  'profile.edit.missingUser': 'User information is missing',
  'profile.edit.forbidden': 'You are not authorized to update this profile.',
  'profile.edit.success': 'Profile updated successfully.',
  'follows.confirmTitle': 'Stop following?',
  'follows.confirmText': 'Are you sure you want to stop following?',
  'follows.back': 'BACK',
  'follows.confirm': 'YES, STOP',
  'follows.picker.title': 'Who do you want to follow?',
  'follows.picker.fundraisers': 'Fundraisers',
  'follows.picker.findPerson': 'Find a person',
  'follows.picker.nonprofits': 'Non-profits',
  'follows.picker.findOrganization': 'Find an organization',
  'newsFeed.all': 'All',
  'newsFeed.updates': 'Updates and replies',
  'directory.tabs.all': 'All',
  'directory.tabs.nonprofits': 'Non-Profits',
  'directory.tabs.fundraisers': 'Fundraisers',
  'directory.tabs.companies': 'Companies',
  'directory.seeMore': 'See More',
  'directory.showLess': 'Show Less',
  'directory.empty': 'No results found',
  'directory.error': 'Error loading profiles.',
  'settings.deleteButton': 'Delete Profile',
  'settings.confirmTitle': 'Are you sure?',
  'settings.confirmText': 'This will permanently delete your profile.',
  'settings.confirm': 'Yes, delete it',
  'settings.cancel': 'Cancel',
  'settings.deletedTitle': 'Deleted!',
  'settings.deletedText': 'Your profile has been deleted.',
  'settings.failedTitle': 'Error!',
  'settings.failedText': 'Could not delete profile. Please try again.',
};

describe('spec texts of the sign-in and profile screens', () => {
  it('are in the English bundle word for word', () => {
    const english = bundledTranslations.en;
    const mismatches = Object.entries(required).filter(([key, text]) => english[key] !== text);
    expect(mismatches).toEqual([]);
  });

  it('have a Dutch text that differs from the English one', () => {
    const dutch = bundledTranslations.nl;
    const untranslated = Object.entries(required)
      .filter(([key, text]) => !dutch[key] || dutch[key] === text)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});
