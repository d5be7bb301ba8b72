import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

const meta = {
  title: 'Temel/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'assigned', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Arşiv">
        <TabsTrigger value="assigned">Atama Yapılanlar</TabsTrigger>
        <TabsTrigger value="completed">Tamamlananlar</TabsTrigger>
      </TabsList>
      <TabsContent value="assigned">Son 10 atanan görev burada listelenir.</TabsContent>
      <TabsContent value="completed">Son 10 tamamlanan görev burada listelenir.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SwitchWithKeyboard: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('tab', { name: 'Atama Yapılanlar' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Tamamlananlar' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('completed');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Son 10 tamamlanan görev');
  },
};
