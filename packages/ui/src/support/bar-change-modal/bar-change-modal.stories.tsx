import type { Courthouse } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { BarChangeModal, type BarChangeModalProps } from './bar-change-modal.tsx';

const bars = [
  { baro_id: 34, name: 'İstanbul Barosu' },
  { baro_id: 35, name: 'İzmir Barosu' },
  { baro_id: 55, name: 'Samsun Barosu' },
];
const courthousesOf: Record<number, Courthouse[]> = {
  34: [
    { adliye_id: 3401, name: 'Çağlayan Adliyesi' },
    { adliye_id: 3402, name: 'Anadolu Adliyesi' },
  ],
  35: [
    { adliye_id: 3501, name: 'Bayraklı Adliyesi' },
    { adliye_id: 3502, name: 'Karşıyaka Adliyesi' },
  ],
  55: [{ adliye_id: 5501, name: 'Samsun Adliyesi' }],
};

/** Loads the chosen bar's courthouses the way the page does. */
function Harness(props: BarChangeModalProps) {
  const [courthouses, setCourthouses] = React.useState<Courthouse[]>([]);
  return (
    <BarChangeModal
      {...props}
      courthouses={props.courthouses.length > 0 ? props.courthouses : courthouses}
      onBarChange={(id) => {
        props.onBarChange(id);
        setCourthouses(courthousesOf[id] ?? []);
      }}
    />
  );
}

const meta = {
  title: 'Destek/Baro ve Adliye Değişikliği',
  component: BarChangeModal,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    bars,
    courthouses: [],
    onBarChange: fn(),
    onSubmit: fn(),
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof BarChangeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  name: 'İl, sonra adliyeler',
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Baro ve Adliye Değişikliği' }));
    await expect(dialog.getByText('Lutfen Once Il Seciniz!')).toBeInTheDocument();
    await userEvent.selectOptions(dialog.getByLabelText(/İl \/ Baro/), 'İzmir Barosu');
    await expect(args.onBarChange).toHaveBeenCalledWith(35);
    await userEvent.click(dialog.getByLabelText('Bayraklı Adliyesi'));
    await userEvent.click(dialog.getByLabelText('Karşıyaka Adliyesi'));
    await userEvent.type(dialog.getByLabelText(/Not/), 'Bayraklı’ya taşındım.');
    await userEvent.click(dialog.getByRole('button', { name: 'Talebi Gönder' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      baro_id: 35,
      adliye_id: [3501, 3502],
      message: 'Bayraklı’ya taşındım.',
    });
  },
};

export const CourthouseRequired: Story = {
  name: 'Adliye seçilmeden',
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Talebi Gönder' }));
    await expect(dialog.getByLabelText(/İl \/ Baro/)).toHaveAccessibleDescription('Lütfen baro seçiniz!');
    await userEvent.selectOptions(dialog.getByLabelText(/İl \/ Baro/), 'Samsun Barosu');
    await userEvent.click(dialog.getByRole('button', { name: 'Talebi Gönder' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Adliye Seçimi Yapınız');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LoadingCourthouses: Story = {
  name: 'Adliyeler yükleniyor',
  args: { loadingCourthouses: true },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.selectOptions(dialog.getByLabelText(/İl \/ Baro/), 'İstanbul Barosu');
    await expect(dialog.getByRole('status')).toHaveTextContent('Yükleniyor...');
  },
};

export const Sending: Story = {
  name: 'Gönderiliyor',
  args: { busy: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: /Lütfen Bekleyiniz/ })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
