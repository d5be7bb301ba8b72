import type { ShortDescription } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CURRENT_USER_ID, OTHER_USER_ID, shortDescriptions } from '../story-fixtures.ts';
import { ReadyDescriptionsModal } from './ready-descriptions-modal.tsx';

const meta = {
  title: 'Görev/Görev Oluştur/Hazır Açıklamalar',
  component: ReadyDescriptionsModal,
  tags: ['autodocs'],
  // Open dialogs cover the page, so the docs page gives each story its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
  args: {
    open: true,
    onOpenChange: fn(),
    onPick: fn(),
    descriptions: shortDescriptions,
    userId: CURRENT_USER_ID,
  },
} satisfies Meta<typeof ReadyDescriptionsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Hazır Açıklamalar' });
    // The user's own description sits in 'mine'; the system ones are one tab away.
    await expect(within(dialog).getByText('Dosyanın tamamının fotokopisinin alınması.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Sistem Açıklamaları' }));
    const text = 'Bilirkişi raporunun UYAP dışı teslim alınması.';
    await userEvent.click(within(dialog).getByRole('button', { name: `Seç: ${text}` }));
    await expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 3, user_id: null }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Empty: Story = {
  args: { descriptions: [] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Hazır Açıklamalar' });
    await expect(within(dialog).getByText('Sistem açıklaması bulunmuyor.')).toBeVisible();
  },
};

/** Keeps the list the way the app's data does after each save, so the play sees the result. */
function ManagedList(props: React.ComponentProps<typeof ReadyDescriptionsModal>) {
  const [list, setList] = React.useState<ShortDescription[]>([...props.descriptions]);
  return (
    <ReadyDescriptionsModal
      {...props}
      descriptions={list}
      onAdd={async (text) => {
        await props.onAdd?.(text);
        setList((l) => [...l, { id: 100 + l.length, description: text, user_id: props.userId }]);
      }}
      onEdit={async (d, text) => {
        await props.onEdit?.(d, text);
        setList((l) => l.map((x) => (x.id === d.id ? { ...x, description: text } : x)));
      }}
      onDelete={async (d) => {
        await props.onDelete?.(d);
        setList((l) => l.filter((x) => x.id !== d.id));
      }}
    />
  );
}

export const ManageOwn: Story = {
  name: 'Kendi açıklamalarını ekler, düzenler, siler',
  args: { allowCustom: true, onAdd: fn(), onEdit: fn(), onDelete: fn() },
  render: (args) => <ManagedList {...args} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Hazır Açıklamalar' });
    const add = within(dialog).getByRole('button', { name: 'Ekle' });
    await expect(add).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Yeni Açıklama'), 'Tebligatın takibi.');
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenCalledWith('Tebligatın takibi.');
    await expect(await within(dialog).findByText('Tebligatın takibi.')).toBeVisible();
    await expect(within(dialog).getByLabelText('Yeni Açıklama')).toHaveValue('');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Düzenle: Tebligatın takibi.' }));
    const field = within(dialog).getByLabelText('Açıklamayı Düzenle');
    await userEvent.clear(field);
    await userEvent.type(field, 'Tebligatın ve tebliğ mazbatasının takibi.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await expect(args.onEdit).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Tebligatın takibi.' }),
      'Tebligatın ve tebliğ mazbatasının takibi.',
    );
    await expect(await within(dialog).findByText('Tebligatın ve tebliğ mazbatasının takibi.')).toBeVisible();

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Sil: Tebligatın ve tebliğ mazbatasının takibi.' }),
    );
    await waitFor(() =>
      expect(within(dialog).queryByText('Tebligatın ve tebliğ mazbatasının takibi.')).not.toBeInTheDocument(),
    );
    await expect(args.onDelete).toHaveBeenCalledTimes(1);

    // System descriptions can be picked, never changed.
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Sistem Açıklamaları' }));
    await expect(within(dialog).getAllByRole('button', { name: /^Seç:/ })).toHaveLength(2);
    await expect(within(dialog).queryByRole('button', { name: /^(Düzenle|Sil):/ })).not.toBeInTheDocument();
  },
};

export const FailedSaveKeepsText: Story = {
  name: 'Kaydedilemeyen açıklama kutuda kalır',
  args: {
    allowCustom: true,
    onAdd: fn(() => Promise.reject(new Error('kaydedilemedi'))),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Hazır Açıklamalar' });
    await userEvent.type(within(dialog).getByLabelText('Yeni Açıklama'), 'Kayıp olmasın.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByLabelText('Yeni Açıklama')).toHaveValue('Kayıp olmasın.');
  },
};

export const CustomOff: Story = {
  name: 'Kendi açıklamaları kapalıyken',
  args: {
    allowCustom: false,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    descriptions: [
      ...shortDescriptions,
      { id: 9, description: 'Başka bir meslektaşın açıklaması.', user_id: OTHER_USER_ID },
    ],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Hazır Açıklamalar' });
    // His own can still be picked, but not added to, changed or deleted.
    await expect(within(dialog).getByText('Dosyanın tamamının fotokopisinin alınması.')).toBeVisible();
    await expect(within(dialog).queryByLabelText('Yeni Açıklama')).not.toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: /^(Düzenle|Sil):/ })).not.toBeInTheDocument();
    await expect(within(dialog).queryByText('Başka bir meslektaşın açıklaması.')).not.toBeInTheDocument();
  },
};
