import type { Decorator, StoryContext } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

/**
 * Story-only: the 360 px viewport, with the story's width fixed to what a page leaves it, so plays
 * measure the phone's layout whatever the size of the window they run in.
 */
const phoneWithin = (width: number) => ({
  globals: { viewport: { value: 'phone' } },
  decorators: [
    (Story) => (
      <div style={{ width }}>
        <Story />
      </div>
    ),
  ] satisfies Decorator[],
});

/** A card on a phone, at the page's 336 px of content width. */
export const onPhone = phoneWithin(336);

/** The same inside the console stories' `padded` page: what a 360 px viewport leaves a console card. */
export const onPaddedPhone = phoneWithin(296);

/** The texts of a select's options, in order. */
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

/** A filter's select: its options in this order, and choosing `option` tells `onChange` its `value`. */
export async function expectFilter(
  select: HTMLElement,
  options: string[],
  option: string,
  onChange: unknown,
  value: unknown,
) {
  await expect(optionTexts(select)).toEqual(options);
  await userEvent.selectOptions(select, option);
  await expect(onChange).toHaveBeenCalledWith(value);
}

/** A banner reads as lines, not a column of single words: its text keeps most of the card's width. */
export async function expectTextKeepsWidth(canvasElement: HTMLElement, slot: string) {
  const card = canvasElement.querySelector(`[data-slot="${slot}"]`)!;
  const text = card.querySelector('p')!;
  await expect(text.getBoundingClientRect().width).toBeGreaterThan(card.getBoundingClientRect().width * 0.6);
}

/**
 * A form while its call runs: its button says please wait (or saving) and is disabled, and a click
 * sends nothing.
 */
export const sendingForm = {
  args: { busy: true },
  play: async ({
    canvas,
    args,
  }: {
    canvas: StoryContext['canvas'];
    args: { onSubmit?: unknown; onSave?: unknown };
  }) => {
    const button = canvas.getByRole('button', { name: /Lütfen Bekleyiniz|Kaydediliyor\.\.\./ });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    for (const sent of [args.onSubmit, args.onSave]) if (sent) await expect(sent).not.toHaveBeenCalled();
  },
};
