import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from '../helpers/fixtures.ts';
import { consolePaths } from '../../packages/domain/src/index.ts';
import { demoOperator, lawyers, titleOf, urlOf } from '../helpers/lawyers.ts';

/**
 * What the browser refused under the server's Content-Security-Policy: the violation events of the
 * pages' own documents, and the console's reports (which also cover the sandboxed agreement frame,
 * where no script runs to listen).
 */
async function watchPolicy(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI}`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const serviceWorkerActive = (page: Page) =>
  page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active));

test('the main screens, the agreement frame, the settings, the console and the API reference run under the policy without a violation', async ({
  signIn,
}) => {
  const page = await signIn(lawyers.applicant.telephone);
  const violations = await watchPolicy(page.context());

  const answer = await page.goto(urlOf('home'));
  expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  await expect(page.getByRole('heading', { level: 1, name: titleOf('home') })).toBeVisible();
  // The service worker registers from its own file, not an inline script.
  expect(await serviceWorkerActive(page)).toBe(true);

  await page.goto(urlOf('premium-account'));
  await expect(
    page.frameLocator('iframe[title="Pro Üyelik Sözleşmesi"]').getByText('Kullanım Koşulları'),
  ).toBeVisible();

  // The settings' forms build zod schemas, which must not try to compile code ('unsafe-eval').
  await page.goto(urlOf('account-settings'));
  await expect(page.getByRole('heading', { level: 1, name: titleOf('account-settings') })).toBeVisible();

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Meslektaş/ })).toBeVisible();
  await page.context().close();

  const consolePage = await signIn(demoOperator.telephone);
  const operatorViolations = await watchPolicy(consolePage.context());
  await consolePage.goto(consolePaths.dashboard);
  await expect(consolePage.getByRole('heading', { level: 1, name: 'Pano' })).toBeVisible();
  await consolePage.context().close();

  expect([...violations, ...operatorViolations]).toEqual([]);
});
