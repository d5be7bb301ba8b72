import type { Decorator, StoryContext } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

/** Story-only: a card on a phone, in the 360 px viewport at the page's 336 px of content width. */
export const onPhone = {
  globals: { viewport: { value: 'phone' } },
  decorators: [
    (Story) => (
      <div className="w-[336px]">
        <Story />
      </div>
    ),
  ] satisfies Decorator[],
};

/** A banner reads as lines, not a column of single words: its text keeps most of the card's width. */
export async function expectTextKeepsWidth(canvasElement: HTMLElement, slot: string) {
  const card = canvasElement.querySelector(`[data-slot="${slot}"]`)!;
  const text = card.querySelector('p')!;
  await expect(text.getBoundingClientRect().width).toBeGreaterThan(card.getBoundingClientRect().width * 0.6);
}

/** A form while its call runs: its button says please wait and is disabled, and a click sends nothing. */
export const sendingForm = {
  args: { busy: true },
  play: async ({ canvas, args }: { canvas: StoryContext['canvas']; args: { onSubmit?: unknown } }) => {
    const button = canvas.getByRole('button', { name: /Lütfen Bekleyiniz/ });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
