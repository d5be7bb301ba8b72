import { expect, test } from '../helpers/fixtures.ts';
import { axeViolations } from '../helpers/axe.ts';

test('the server answers its health check with the SQLite database', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok', database: 'sqlite' });
});

test('the app shell renders in Turkish on a client route too', async ({ page }) => {
  await page.goto('/bekleyen-gorevler');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(await axeViolations(page)).toEqual([]);
});
