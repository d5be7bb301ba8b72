import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { authorityDocument } from '../story-fixtures.ts';
import { AuthorityDocumentModal } from './authority-document-modal.tsx';

const meta = {
  title: 'Görev/Görev Detayı/Yetki Belgesi',
  component: AuthorityDocumentModal,
  tags: ['autodocs'],
  // Open dialogs cover the page, so the docs page gives each story its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
  args: { open: true, onOpenChange: fn(), document: authorityDocument },
} satisfies Meta<typeof AuthorityDocumentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Yetki Belgesi' });
    for (const text of ['İstanbul Barosu', '12345678950', 'Av. Ayşe Nur Yıldırım-Çelikkanat', '54321']) {
      await expect(within(dialog).getByText(text)).toBeVisible();
    }
  },
};

export const Loading: Story = { args: { loading: true, document: null } };

export const Missing: Story = {
  name: 'Belge yok',
  args: { document: null },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText('Yetki belgesi bulunamadı.')).toBeVisible();
  },
};
