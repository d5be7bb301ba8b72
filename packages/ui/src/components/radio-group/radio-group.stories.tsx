import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup, RadioOption } from './radio-group.tsx';

const answers = [
  'Görevi belirtilen saatte yapabilirim.',
  'Görevi bugün öğleden sonra yapabilirim.',
  'Adliyedeyim, hemen yapabilirim.',
];

const meta = {
  title: 'Temel/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { onValueChange: fn(), 'aria-label': 'Başvuru cevabı' },
  render: (args) => (
    <RadioGroup {...args} className="max-w-md">
      {answers.map((answer, index) => (
        <RadioOption key={answer} value={String(index)} label={answer} />
      ))}
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Preselected: Story = { args: { defaultValue: '2' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: '0' } };

export const ChoosesAnswer: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText(answers[1]!));
    await expect(args.onValueChange).toHaveBeenCalledWith('1');
    await expect(canvas.getByRole('radio', { name: answers[1] })).toBeChecked();
    await userEvent.click(canvas.getByText(answers[2]!));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2');
    await expect(canvas.getByRole('radio', { name: answers[1] })).not.toBeChecked();
  },
};
