import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles/index.css';
import { LinkProvider, type LinkComponentProps } from '../packages/ui/src/lib/link.tsx';

// Turkish casing (İ/ı) depends on the document language, so every story renders in lang="tr".
if (typeof document !== 'undefined') document.documentElement.lang = 'tr';

/** The stories' router link: it keeps the story open instead of navigating (a play test still sees the click). */
function StoryLink({ href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
      {...props}
    />
  );
}

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
  // Every ui link reaches the app's router through `LinkProvider`; stories provide theirs here.
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  tags: ['autodocs'],
};

export default preview;
