import { expect, test, waitsForApp } from '../app-test';
import {
  closeSharePrompt,
  confirmAddress,
  expectAccessible,
  linkSent,
  texts,
  uniqueEmail,
} from '../support';

/**
 * A page run by several people: the owner of a non-profit invites a helper as editor from the
 * page's User tab, the helper (with no account yet) opens the link from the outbox, signs up
 * through it, and posts an update on the page. The owner then makes the editor an admin, who
 * sees the donations at once, and the helper leaves the page.
 */

test('invite an editor, who signs up, posts an update, becomes admin and leaves', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const t = texts('en');
  const main = page.getByRole('main');
  const word = `Tm${Date.now().toString(36)}`;
  const nonprofitName = `Canal Friends ${word}`;
  const updateTitle = `Volunteers cleaned the canal ${word}`;

  // The owner signs up and makes a non-profit.
  const ownerEmail = uniqueEmail('team-owner');
  await page.goto('/sign-up');
  await main.getByRole('textbox', { name: 'Name', exact: true }).fill('Olga Owner');
  await main.getByRole('textbox', { name: 'E-mail', exact: true }).fill(ownerEmail);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill('harbour-kite-31');
  await main
    .getByRole('textbox', { name: 'Confirm password', exact: true })
    .fill('harbour-kite-31');
  await main.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL('/profile');
  await confirmAddress(ownerEmail);
  await page.goto('/nonprofit-registration');
  await main.getByRole('textbox', { name: 'Name', exact: true }).fill(nonprofitName);
  await main.getByRole('textbox', { name: 'Address', exact: true }).fill('Prinsengracht 1');
  await main.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/non-profit-profile\/\d+$/);
  await closeSharePrompt(page, /\/nonprofit-details\/\d+$/);

  // The owner invites a helper as editor from the User tab.
  const helperEmail = uniqueEmail('team-editor');
  await main.getByRole('tab', { name: 'User' }).click();
  await main.getByRole('textbox', { name: t['team.invite.email']! }).fill(helperEmail);
  await main.getByRole('button', { name: t['team.invite.submit']! }).click();
  await expect(main.getByText(helperEmail, { exact: true })).toBeVisible();
  await expect(main.getByRole('list', { name: t['team.activity.title']! })).toContainText(
    helperEmail,
  );
  await expectAccessible(page);

  // The helper reads the link in the e-mail, in another browser, and signs up through it.
  const link = await linkSent('page-invitation', helperEmail, '/invitation/');
  const context = await browser.newContext({ baseURL: new URL(link).origin });
  const helper = waitsForApp(await context.newPage());
  await helper.goto(new URL(link).pathname);
  const helperMain = helper.getByRole('main');
  await expect(helperMain).toContainText(nonprofitName);
  await expectAccessible(helper);
  await helperMain.getByRole('link', { name: t['team.accept.signUp']! }).click();
  await expect(helper).toHaveURL('/sign-up');
  await expect(helperMain.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(
    helperEmail,
  );
  await helperMain.getByRole('textbox', { name: 'Name', exact: true }).fill('Eddie Editor');
  await helperMain.getByRole('textbox', { name: 'Password', exact: true }).fill('pebble-lake-77');
  await helperMain
    .getByRole('textbox', { name: 'Confirm password', exact: true })
    .fill('pebble-lake-77');
  await helperMain.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(helperMain.getByRole('status')).toContainText(nonprofitName);
  await helperMain.getByRole('link', { name: t['team.accept.openPage']! }).click();
  await expect(helper).toHaveURL(/\/non-profit-profile\/\d+$/);

  // The editor posts an update; the owner-only tabs stay hidden.
  await expect(helperMain.getByRole('tab', { name: 'Settings' })).toHaveCount(0);
  await helperMain.getByRole('tab', { name: 'Community' }).click();
  await helperMain.getByRole('tab', { name: 'TIMELINE' }).click();
  await helperMain.getByRole('textbox', { name: 'Title', exact: true }).fill(updateTitle);
  await helperMain.getByRole('textbox', { name: 'Content' }).fill('Forty bags of litter.');
  await helperMain.getByRole('combobox', { name: 'Update type' }).selectOption('news');
  await helperMain.getByRole('button', { name: 'Post update' }).click();
  await expect(helperMain.getByRole('heading', { name: updateTitle })).toBeVisible();
  await expect(helperMain.getByRole('tab', { name: t['donations.owner.tab']! })).toHaveCount(0);

  // The owner sees who did it in the page's activity.
  await page.reload();
  await main.getByRole('tab', { name: 'User' }).click();
  const activity = main.getByRole('list', { name: t['team.activity.title']! });
  await expect(activity).toContainText(
    `Eddie Editor ${t['team.activity.actions.update.posted']} ${updateTitle}`,
  );

  // The owner makes the editor an admin in place, without a new invitation.
  const role = main.getByRole('combobox', {
    name: t['team.members.role']!.replace('{{name}}', 'Eddie Editor'),
  });
  await expect(role).toHaveValue(t['team.roles.editor']!);
  await role.click();
  await page.getByRole('option', { name: t['team.roles.admin']! }).click();
  await expect(
    page.getByText(t['team.members.madeAdmin']!.replace('{{name}}', 'Eddie Editor')),
  ).toBeVisible();
  await expect(activity).toContainText(
    `Olga Owner ${t['team.activity.actions.team.made_admin']} Eddie Editor`,
  );
  await expect(role).toHaveValue(t['team.roles.admin']!);
  await expectAccessible(page);

  // The helper has the admin's tools on the next visit: the donations.
  await helper.reload();
  await expect(
    helperMain.getByText(t['team.myRole']!.replace('{{role}}', t['team.asRole.admin']!)),
  ).toBeVisible();
  await expect(helperMain.getByRole('tab', { name: t['donations.owner.tab']! })).toBeVisible();

  // The helper leaves the page, after a confirmation, and is taken to their profile.
  await helperMain.getByRole('button', { name: t['team.leave.button']! }).click();
  const dialog = helper.getByRole('dialog');
  await expect(dialog).toContainText(t['team.leave.confirmText']!);
  await dialog.getByRole('button', { name: t['team.leave.confirm']! }).click();
  await expect(helper).toHaveURL(/\/profile/);
  await context.close();

  await page.reload();
  await main.getByRole('tab', { name: 'User' }).click();
  await expect(activity).toContainText(
    `Eddie Editor ${t['team.activity.actions.team.left']} ${t['team.asRole.admin']}`,
  );
  await expect(main.getByText(t['team.members.empty']!)).toBeVisible();
});
