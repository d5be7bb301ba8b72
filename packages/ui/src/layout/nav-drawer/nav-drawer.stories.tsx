import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { sidebarArgs } from '../story-fixtures.tsx';
import { NavDrawer } from './nav-drawer.tsx';

const { currentPath: _path, ...sidebar } = sidebarArgs();

const meta = {
  title: 'Yerleşim/NavDrawer',
  component: NavDrawer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { sidebar, currentPath: '/bekleyen-gorevler' },
} satisfies Meta<typeof NavDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Open: the sidebar's whole navigation, its balance, new-task button and video. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Menü' });
    const nav = within(drawer).getByRole('navigation', { name: 'Ana menü' });
    for (const name of [
      'Seçildiğim Görevler',
      'Başvurduğum Görevler',
      'Başvurmadığım Görevler',
      'Tamamlanan Görevler',
      'Uyuşmazlık Masası',
      'Görev İptal Bildirimi',
      'Nasıl Çalışır?',
      'Görev Kuralları',
    ]) {
      await expect(
        within(nav).getByRole('link', { name: new RegExp(name.replace('?', '\\?')) }),
      ).toBeVisible();
    }
    await expect(within(nav).getByRole('link', { name: /Bekleyen Görevler/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(drawer).getByText('Meslektaş nasıl çalışır? (Gündüz)')).toBeVisible();
  },
};

/** Keyboard: the button opens it, Escape closes it and focus returns to the button. */
export const KeyboardAndFocus: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Menü' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menü' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    // The close button closes it too.
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('button', { name: 'Menüyü kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

/** Following a link closes the drawer, even though the router link cancels the click. */
export const ClosesOnNavigation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menü' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menü' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Tamamlanan Görevler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
