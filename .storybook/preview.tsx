import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles/index.css';

// Turkish casing (İ/ı) depends on the document language, so every story renders in lang="tr".
if (typeof document !== 'undefined') document.documentElement.lang = 'tr';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    options: { storySort: { order: ['Giriş', 'Temel', 'Yerleşim', 'Görev'] } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is checked with axe; a violation fails the story test.
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Telefon (360)', styles: { width: '360px', height: '740px' } },
        desktop: { name: 'Masaüstü (1280)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
