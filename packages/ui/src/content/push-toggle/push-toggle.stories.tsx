import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PushToggle, type PushToggleState } from './push-toggle.tsx';

const meta = {
  title: 'İçerik/Anlık Bildirimler',
  component: PushToggle,
  tags: ['autodocs'],
  args: { state: 'off', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PushToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Off: Story = {
  name: 'Kapalı',
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Anlık Bildirimler' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(/Sekme kapalıyken de/);
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = {
  name: 'Açık',
  args: { state: 'on' },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Anlık Bildirimler' });
    await expect(toggle).toBeChecked();
    await userEvent.click(canvas.getByText('Anlık Bildirimler'));
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const Busy: Story = {
  name: 'Ayarlanıyor',
  args: { state: 'off', busy: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Anlık Bildirimler' });
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await expect(toggle).toHaveAccessibleDescription('Ayarlanıyor…');
    await userEvent.click(toggle);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Denied: Story = {
  name: 'İzin engellendi',
  args: { state: 'denied' },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Anlık Bildirimler' });
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAccessibleDescription(/Bildirim izni engellenmiş/);
    await userEvent.click(toggle);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Unsupported: Story = {
  name: 'Tarayıcı desteklemiyor',
  args: { state: 'unsupported' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Anlık Bildirimler' })).toBeDisabled();
    await expect(canvas.getByText(/Bu tarayıcı anlık bildirimleri desteklemiyor/)).toBeVisible();
  },
};

/** A container that subscribes: off, busy while it works, then on. */
export const TurningOn: Story = {
  name: 'Açılırken',
  render: function Render(args) {
    const [state, setState] = React.useState<PushToggleState>('off');
    const [busy, setBusy] = React.useState(false);
    return (
      <PushToggle
        {...args}
        state={state}
        busy={busy}
        onChange={(on) => {
          args.onChange(on);
          setBusy(true);
          setTimeout(() => {
            setState(on ? 'on' : 'off');
            setBusy(false);
          }, 50);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Anlık Bildirimler' });
    await userEvent.click(toggle);
    await expect(toggle).toBeDisabled();
    await expect(await canvas.findByText(/bu cihaza gönderiliyor/)).toBeVisible();
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeEnabled();
  },
};

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone' } },
  args: { state: 'denied' },
};
