import { expect, test } from '../helpers/fixtures.ts';
import { lawyers, titleOf, urlOf } from '../helpers/lawyers.ts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the built app serves an installable manifest with real icons and a revalidated service worker', async ({
  request,
}) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    name: 'Meslektaş',
    lang: 'tr',
    start_url: '/',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
  });
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose !== 'maskable');
    expect(icon, `${size} icon`).toBeDefined();
    const png = await request.get(icon!.src);
    expect(png.headers()['content-type']).toBe('image/png');
    expect(pngSize(await png.body())).toEqual({ width: size, height: size });
  }
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);

  const sw = await request.get('/sw.js');
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(await sw.text()).toContain('push-sw.js');
});

// The switch lives in the notifications section of the settings: the phone's accordion, the desktop's tabs.
for (const { name, size, route } of [
  { name: 'telefon', size: { width: 360, height: 780 }, route: 'settings' },
  { name: 'masaüstü', size: { width: 1280, height: 800 }, route: 'account-settings' },
] as const) {
  test(`${name}: the service worker takes over, the page offers web push, and the shell opens offline`, async ({
    signIn,
  }) => {
    const page = await signIn(lawyers.outsider.telephone);
    await page.setViewportSize(size);
    await page.goto(`${urlOf(route)}?sekme=bildirimler`);
    await expect(page.getByRole('heading', { level: 1, name: titleOf(route) })).toBeVisible();

    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(new URL('/', page.url()).href);

    const toggle = page.getByRole('switch', { name: 'Anlık Bildirimler' });
    await expect(toggle).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(page.getByText(/Sekme kapalıyken de yeni görev/)).toBeVisible();

    // The worker claims the page, then serves the precached shell without a network.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: /^Çevrimdışısınız\./ })).toBeVisible();
    // API answers are never kept by the worker: offline they fail instead of showing stale data.
    const api = await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(api).toBe('failed');
    await page.screenshot({ path: `/tmp/push-offline-${size.width}.png` });
    await page.context().setOffline(false);
    await expect(page.getByText(/^Çevrimdışısınız\./)).toBeHidden();
  });
}
