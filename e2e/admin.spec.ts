import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { parse } from 'yaml';
import { formatAsTheCms } from '../src/admin/cms-format.ts';
import { site } from '../src/config/site.ts';
import { fillSlots, parseEntry, slotValues } from '../src/data/entries.ts';
import { locales } from '../src/i18n/locales.ts';
import { entrySchema } from '../src/i18n/sources.ts';
import { outdatedReport } from '../src/i18n/translated-from.ts';
import { overlay, wordProblems, wordsOf } from '../src/i18n/words.ts';
import { expect, test } from './fixtures.ts';
import { GiteaStub, STUB_BRANCH, STUB_TOKEN, STUB_USER } from './gitea-stub.ts';

/*
 * The browser editor at /admin/ (Sveltia CMS, built by `npm run build:admin:e2e`) against the
 * production server, offline: the Git host is a stand-in (./gitea-stub.ts) over a real git
 * repository in a temporary folder, answered from each test's browser context. What is checked
 * is what lands in git: the commit, its lines, and that the committed entry passes the same
 * checks as the build.
 */

const projectRoot = join(import.meta.dirname, '..');
const jioFile = (locale: string) => `src/content/${locale}/dealers/jio.yaml`;

// Signing in reads the ~60 content files through the stand-in, then each test edits and saves:
// more than the default 30 s on a busy 2-core machine, well within this.
test.describe.configure({ timeout: 120_000 });

let stub: GiteaStub;

test.beforeEach(async ({ context }) => {
  stub = GiteaStub.create(projectRoot);
  // The entry starts in the form the CMS writes (its quoting), so a save's diff is only the edit.
  stub.rewrite(
    Object.fromEntries(
      locales.map((locale) => [jioFile(locale), formatAsTheCms(parse(stub.show(jioFile(locale))))]),
    ),
    'Jio-bp entry as the CMS writes it',
  );
  await stub.serve(context);
});

test.afterEach(() => stub.remove());

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Sign In Using Access Token' }).click();
  await page.getByRole('textbox', { name: 'Personal Access Token' }).fill(STUB_TOKEN);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('treeitem', { name: /Dealers/ })).toBeVisible({ timeout: 60_000 });
}

/** The Jio-bp entry open, English on the left and Telugu on the right. */
async function openJio(page: Page): Promise<{ english: Locator; telugu: Locator }> {
  await page.goto('/admin/#/collections/dealers/entries/jio');
  await page.getByRole('combobox', { name: 'Switch Locale' }).nth(1).click();
  await page.getByRole('option', { name: /Telugu/ }).click();
  const english = page.getByRole('group', { name: /^Edit .?English.? Content$/ });
  const telugu = page.getByRole('group', { name: /^Edit .?Telugu.? Content$/ });
  await expect(telugu.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
  return { english, telugu };
}

/**
 * A field group of a pane, by its label (the CMS names it “Label” Field), scrolled into view: the
 * CMS lays out a group's fields only once it is on screen.
 */
async function field(pane: Locator, label: string): Promise<Locator> {
  const group = pane
    .getByRole('group', { name: new RegExp(`^“.?${label}.?” Field$`, 'u') })
    .first();
  await group.scrollIntoViewIfNeeded();
  return group;
}

/** The files a commit changed, with its removed and added lines. */
function changedLines(from: string, to: string): Record<string, string[]> {
  const diff = stub.git(['diff', '--unified=0', from, to]);
  const files: Record<string, string[]> = {};
  let current = '';
  for (const line of diff.split('\n')) {
    const file = /^\+\+\+ b\/(.+)$/u.exec(line);
    if (file?.[1]) {
      current = file[1];
      files[current] = [];
    } else if (/^[-+](?![-+]{2} )/u.test(line) && current) {
      files[current]?.push(line);
    }
  }
  return files;
}

/** Entry `id` as committed on the branch, checked in every language as the build checks it. */
function checkCommitted(id: 'dealers/jio'): void {
  const schema = entrySchema(id);
  const english = parse(stub.show(`src/content/en/${id}.yaml`)) as unknown;
  parseEntry(schema, fillSlots(english, slotValues(), `en/${id}`), `en/${id}`);
  for (const locale of locales.filter((code) => code !== 'en')) {
    const file = `src/content/${locale}/${id}.yaml`;
    const translation = parse(stub.show(file)) as unknown;
    expect(wordProblems(wordsOf(schema, english), translation), file).toEqual([]);
    parseEntry(schema, fillSlots(overlay(schema, english, translation), slotValues(), file), file);
  }
}

test('a Telugu word and an English figure are saved as one commit of exactly those lines', async ({
  page,
}) => {
  await signIn(page);
  const { english, telugu } = await openJio(page);

  const title = telugu.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue('Jio-bp డీలర్‌షిప్: స్వతంత్ర గైడ్ (ఆయిల్ కంపెనీ వెబ్‌సైట్ కాదు)');
  await title.fill('Jio-bp డీలర్‌షిప్: స్వతంత్ర మార్గదర్శి (ఆయిల్ కంపెనీ వెబ్‌సైట్ కాదు)');
  const outlets = await field(english, 'Outlets');
  const value = outlets.getByRole('spinbutton', { name: 'Value' });
  await expect(value).toHaveValue('1700');
  await value.fill('1750');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Entry saved' })).toBeVisible();

  const commits = stub
    .git(['rev-list', `${stub.base}..${STUB_BRANCH}`])
    .trim()
    .split('\n');
  expect(commits).toHaveLength(1);
  expect(stub.git(['log', '-1', '--format=%an <%ae>', STUB_BRANCH]).trim()).toBe(
    `${STUB_USER.full_name} <${STUB_USER.email}>`,
  );
  // Nothing else: no `false` for an unstated yes/no, no identifier copied into a translation,
  // no other language's file touched.
  expect(changedLines(stub.base, STUB_BRANCH)).toEqual({
    [jioFile('en')]: ['-  value: 1700', '+  value: 1750'],
    [jioFile('te')]: [
      "-title: 'Jio-bp డీలర్‌షిప్: స్వతంత్ర గైడ్ (ఆయిల్ కంపెనీ వెబ్‌సైట్ కాదు)'",
      "+title: 'Jio-bp డీలర్‌షిప్: స్వతంత్ర మార్గదర్శి (ఆయిల్ కంపెనీ వెబ్‌సైట్ కాదు)'",
    ],
  });
  checkCommitted('dealers/jio');
});

test('a low end above its high end is refused with our message, and nothing is committed', async ({
  page,
}) => {
  await signIn(page);
  const { english } = await openJio(page);
  const range = await field(await field(english, 'Roi'), 'Range');
  await range.getByRole('spinbutton', { name: 'Min' }).fill('50');
  await expect(range.getByRole('spinbutton', { name: 'Max' })).toHaveValue('40');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  // The CMS's error dialog, with our message naming the field and the rule.
  const message = page.getByRole('alertdialog', { name: 'Error' });
  await expect(message).toContainText(
    'Not saved, nothing was committed. Fix this, then save again: English, Roi › Range › Max (roi.range.max): min must not exceed max',
  );
  await message.getByRole('button').first().click();
  await expect(message).toBeHidden();
  // The edit is still there to fix, and the branch is where it was.
  await expect(range.getByRole('spinbutton', { name: 'Min' })).toHaveValue('50');
  expect(stub.head()).toBe(stub.base);
});

test('the Telugu side offers words only: no figure or identifier can be changed there', async ({
  page,
}) => {
  await signIn(page);
  const { english, telugu } = await openJio(page);
  const outlets = await field(telugu, 'Outlets');
  await expect(outlets.getByRole('textbox', { name: 'Qualifier' })).toHaveValue('నడుస్తున్న');
  await expect(telugu.getByRole('spinbutton')).toHaveCount(0);
  for (const label of ['Slug', 'Name', 'As of', 'Applications open until']) {
    await expect(english.getByRole('textbox', { name: label, exact: true })).toBeVisible();
    await expect(telugu.getByRole('textbox', { name: label, exact: true })).toHaveCount(0);
  }
  const figures = await field(english, 'Outlets');
  await expect(figures.getByRole('spinbutton', { name: 'Value' })).toBeVisible();
});

test('of two editors saving the same entry, the second is stopped before it overwrites the first', async ({
  page,
  browser,
}) => {
  const second: BrowserContext = await browser.newContext();
  try {
    await stub.serve(second);
    const other = await second.newPage();
    await Promise.all([signIn(page), signIn(other)]);
    const [mine, theirs] = await Promise.all([openJio(page), openJio(other)]);

    const myOutlets = await field(mine.english, 'Outlets');
    const myValue = myOutlets.getByRole('spinbutton', { name: 'Value' });
    await myValue.fill('1750');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Entry saved' })).toBeVisible();
    const saved = stub.head();

    const theirOutlets = await field(theirs.english, 'Outlets');
    const theirValue = theirOutlets.getByRole('spinbutton', { name: 'Value' });
    await theirValue.fill('1800');
    await other.getByRole('button', { name: 'Save', exact: true }).click();
    // The CMS sees the branch moved since the entry was opened and asks before overwriting.
    const conflict = other.getByRole('alertdialog', { name: 'Entry Changed by Someone Else' });
    await expect(conflict).toContainText('changed in the repository after you opened it');
    await conflict.getByRole('button', { name: 'Cancel' }).click();
    await expect(conflict).toBeHidden();
    expect(stub.head()).toBe(saved);
    expect(stub.show(jioFile('en'))).toContain('  value: 1750\n');
  } finally {
    await second.close();
  }
});

test('a save racing the commit of another editor is refused by the Git host, and its editor told', async ({
  page,
  expectConsoleError,
}) => {
  // The browser and the CMS log the refused request.
  expectConsoleError(/status of 422|sha does not match/u);
  await signIn(page);
  const { english } = await openJio(page);
  const outlets = await field(english, 'Outlets');
  await outlets.getByRole('spinbutton', { name: 'Value' }).fill('1750');
  // Another editor's commit lands between the CMS's own check and this save's commit.
  const theirs = stub.show(jioFile('en')).replace('  value: 1700\n', '  value: 1800\n');
  let landed = '';
  stub.beforeNextCommit = () => {
    landed = stub.rewrite({ [jioFile('en')]: theirs }, 'Another editor', { moveBase: false });
  };
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const error = page.getByRole('alertdialog', { name: 'Error' });
  await expect(error).toBeVisible();
  await expect(error).toContainText('sha does not match');
  expect(stub.head()).toBe(landed);
  expect(stub.show(jioFile('en'))).toBe(theirs);
});

test('/admin/ is served with its own CSP and noindex, loads nothing from elsewhere, breaks no rule', async ({
  page,
}) => {
  const response = await page.request.get('/admin/');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(response.headers()['x-robots-tag']).toBe('noindex');
  // Inline styles are allowed in the admin only.
  const home = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
  const homeStyles = home.split(';').find((directive) => directive.trim().startsWith('style-src '));
  expect(homeStyles).not.toContain("'unsafe-inline'");
  expect(await (await page.request.get('/sitemap-0.xml')).text()).not.toContain('/admin');

  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  // The CMS checks our generated settings against its own schema and warns about what it
  // ignores (an option it does not know is a setting that silently does nothing).
  const settingWarnings: string[] = [];
  page.on('console', (message) => {
    if (/configuration/iu.test(message.text())) settingWarnings.push(message.text());
  });
  // The fixture fails the test on any request to another origin or any console error.
  await signIn(page);
  await openJio(page);
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
  expect(settingWarnings.filter((text) => !text.startsWith('CMS configuration:'))).toEqual([]);
});

test('a reviewer finds the words behind their English on /admin/translations.html', async ({
  page,
}) => {
  // Built with the admin from the same content as this build: the list npm run translations
  // prints, or that nothing is behind.
  const behind = outdatedReport();
  const response = await page.goto('/admin/translations.html');
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(
    page.getByRole('heading', { name: 'Translations behind their English', level: 1 }),
  ).toBeVisible();
  if (behind.length === 0) {
    await expect(page.getByText('Every translation is up to date with its English.')).toBeVisible();
  } else {
    for (const locale of new Set(behind.map((word) => word.locale))) {
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(`^${locale}: `) }),
      ).toBeVisible();
    }
  }
  await page.getByRole('link', { name: 'back to the editor' }).click();
  await expect(page).toHaveURL(/\/admin\/$/u);
});

test('the owner facts are an English-only file in the editor', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/#/collections/site-facts/entries/config-site');
  await expect(page.getByRole('textbox', { name: /Email/u }).first()).toHaveValue(site.email);
  // No language switch: the facts are the same in every language.
  await expect(page.getByRole('combobox', { name: 'Switch Locale' })).toHaveCount(0);
});
