import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Form, FormSubmit, InputField, SelectField, TextareaField } from './form.tsx';

/** A card form with one field of each kind, as the support and payment screens build theirs. */
function Example({ busy, onSend }: { busy?: boolean; onSend: (values: string) => void }) {
  const [title, setTitle] = React.useState('');
  const [topic, setTopic] = React.useState('');
  const [body, setBody] = React.useState('');
  return (
    <Form card busy={busy} onSend={() => onSend(`${topic}|${title}|${body}`)} className="max-w-lg">
      <SelectField
        label="Konu"
        required
        placeholder="Konu seçiniz"
        options={[
          { value: 'hata', label: 'Hata Bildirimi' },
          { value: 'diger', label: 'Diğer Konular' },
        ]}
        value={topic}
        onValueChange={setTopic}
      />
      <InputField label="Başlık" required value={title} onValueChange={setTitle} />
      <TextareaField
        label="Açıklama"
        hint="En fazla 5000 karakter."
        error={body.length > 20 ? 'Açıklama çok uzun.' : undefined}
        rows={3}
        value={body}
        onValueChange={setBody}
      />
      <FormSubmit>Gönder</FormSubmit>
    </Form>
  );
}

const meta = {
  title: 'Temel/Form',
  component: Form,
  tags: ['autodocs'],
  args: { onSend: fn(), children: null },
  render: (args) => <Example busy={args.busy} onSend={args.onSend} />,
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each field hands its new value on; sending hands the whole form on, without the browser's checks. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText(/Konu/), 'hata');
    await userEvent.type(canvas.getByLabelText(/Başlık/), 'Harita');
    await userEvent.type(canvas.getByLabelText('Açıklama'), 'Açılmıyor');
    await expect(canvas.getByLabelText('Açıklama')).toHaveAccessibleDescription('En fazla 5000 karakter.');
    await userEvent.click(canvas.getByRole('button', { name: 'Gönder' }));
    await expect(args.onSend).toHaveBeenCalledWith('hata|Harita|Açılmıyor');
  },
};

/** A field's error is shown under it and announced with it. */
export const FieldError: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Açıklama'), 'Yirmi karakterden uzun bir metin');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Açıklama çok uzun.');
    await expect(canvas.getByLabelText('Açıklama')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While busy a send does nothing: the first one is still on its way. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('button', { name: /Lütfen Bekleyiniz/ }).closest('form')!;
    form.requestSubmit();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
