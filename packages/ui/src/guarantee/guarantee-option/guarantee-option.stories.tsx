import { guaranteeMessages } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GuaranteeOption, type GuaranteeOptionProps } from './guarantee-option.tsx';

/** The option as the form holds it: the switch follows its own state, and reports each change. */
function Controlled(args: GuaranteeOptionProps) {
  const [checked, setChecked] = React.useState(args.checked);
  return (
    <div className="max-w-xl">
      <GuaranteeOption
        {...args}
        checked={checked}
        onCheckedChange={(next) => {
          setChecked(next);
          args.onCheckedChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Güvenceli Ödeme/Görev Formu Seçeneği',
  component: GuaranteeOption,
  args: { checked: false, budget: 1250, feePercent: 4, onCheckedChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof GuaranteeOption>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  name: 'Kapalı',
  play: async ({ canvas, args }) => {
    const option = canvas.getByRole('switch', { name: /Ödeme güvencesi/ });
    await expect(option).not.toBeChecked();
    await expect(option).toHaveAccessibleDescription(/güvencede tutulur/);
    await expect(canvas.queryByText('Ödeyeceğiniz tutar')).not.toBeInTheDocument();
    await userEvent.click(option);
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByText('Ödeyeceğiniz tutar')).toBeVisible();
  },
};

export const On: Story = {
  name: 'Açık: ödenecek ve alınacak tutar',
  args: { checked: true },
  play: async ({ canvas, args }) => {
    const amounts = within(canvas.getByText('Ödeyeceğiniz tutar').closest('dl') as HTMLElement);
    // 1.250 TL budget at 4%: 50 TL fee, 1.300 TL charged, 1.250 TL to the assignee.
    await expect(amounts.getByText('Hizmet bedeli').nextElementSibling).toHaveTextContent('50 TL');
    await expect(amounts.getByText('Ödeyeceğiniz tutar').nextElementSibling).toHaveTextContent('1.300 TL');
    await expect(amounts.getByText('Avukatın alacağı tutar').nextElementSibling).toHaveTextContent(
      '1.250 TL',
    );
    await userEvent.click(canvas.getByRole('switch', { name: /Ödeme güvencesi/ }));
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
    await expect(canvas.queryByText('Ödeyeceğiniz tutar')).not.toBeInTheDocument();
  },
};

export const FeeRounding: Story = {
  name: 'Kuruşlu hizmet bedeli',
  args: { checked: true, budget: 750, feePercent: 2.5 },
  play: async ({ canvas }) => {
    // 2,5% of 750 TL is 18,75 TL: counted in kuruş, shown with two decimals.
    await expect(canvas.getByText('Hizmet bedeli').nextElementSibling).toHaveTextContent('18,75 TL');
    await expect(canvas.getByText('Ödeyeceğiniz tutar').nextElementSibling).toHaveTextContent('768,75 TL');
  },
};

export const NoFee: Story = {
  name: 'Hizmet bedeli yok',
  args: { checked: true, feePercent: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Hizmet bedeli')).not.toBeInTheDocument();
    await expect(canvas.getByText('Ödeyeceğiniz tutar').nextElementSibling).toHaveTextContent('1.250 TL');
  },
};

export const NoBudget: Story = {
  name: 'Bütçe yok',
  args: { budget: null },
  play: async ({ canvas, args }) => {
    const option = canvas.getByRole('switch', { name: /Ödeme güvencesi/ });
    await expect(option).toBeDisabled();
    await expect(option).toHaveAccessibleDescription(guaranteeMessages.noBudget);
    await userEvent.click(option, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  name: 'Telefon',
  args: { checked: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ödeyeceğiniz tutar')).toBeVisible();
    await expect(canvas.getByText('1.300 TL')).toBeVisible();
  },
};
