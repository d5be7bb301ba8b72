import { formMessages } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field/field.tsx';
import { FileInput } from './file-input.tsx';

const image = (name: string, type = 'image/png') => new File(['x'], name, { type });

const meta = {
  title: 'Temel/FileInput',
  component: FileInput,
  tags: ['autodocs'],
  args: { onFilesChange: fn(), onError: fn() },
  render: (args) => (
    <Field label="Resimler" hint="İsteğe bağlı, en fazla 3 resim." className="max-w-md">
      <FileInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Disabled: Story = { args: { disabled: true } };

export const ThreeImageLimit: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(/Resimler/);
    await userEvent.upload(input, [image('dilekce-1.png'), image('dilekce-2.jpg', 'image/jpeg')]);
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'dilekce-1.png' }),
      expect.objectContaining({ name: 'dilekce-2.jpg' }),
    ]);
    // Two more would make four: refused with the spec's message, the first two stay.
    await userEvent.upload(input, [image('tutanak.gif', 'image/gif'), image('fazla.png')]);
    await expect(canvas.getByRole('alert')).toHaveTextContent(formMessages.tooManyImages);
    await expect(args.onError).toHaveBeenCalledWith(formMessages.tooManyImages);
    await expect(args.onFilesChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // A third one alone fits; the error goes away.
    await userEvent.upload(input, image('tutanak.gif', 'image/gif'));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByText(/3\/3/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'dilekce-1.png dosyasını kaldır' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const RefusesOtherTypes: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(/Resimler/);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, image('sozlesme.pdf', 'application/pdf'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Yalnızca png, gif ve jpeg dosyaları yükleyebilirsiniz.',
    );
    await expect(args.onFilesChange).not.toHaveBeenCalled();
  },
};

/** Four images picked at once: nothing is kept and the spec's message stays on screen. */
export const LimitError: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(/Resimler/);
    await userEvent.upload(input, [image('1.png'), image('2.png'), image('3.png'), image('4.png')]);
    await expect(canvas.getByRole('alert')).toHaveTextContent(formMessages.tooManyImages);
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    await expect(args.onFilesChange).not.toHaveBeenCalled();
  },
};
