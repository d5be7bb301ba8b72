import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Pre-bundle every runtime dependency up front. Otherwise Vite discovers them while stories load,
// re-optimises mid-run and the stories already loading fail with "Failed to fetch dynamically
// imported module" on a fresh cache (as on CI).
const pkg = JSON.parse(fs.readFileSync(path.join(dirname, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const prebundle = [
  ...Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@meslektas/')),
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'storybook/test',
];
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const browserLaunchArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--font-render-hinting=none',
];

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'ui',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        plugins: [tailwindcss(), storybookTest({ configDir: path.join(dirname, '../../.storybook') })],
        optimizeDeps: { include: prebundle },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromium, args: browserLaunchArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
