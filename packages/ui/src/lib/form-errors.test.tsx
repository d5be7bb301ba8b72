import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rootPerTest } from './test-root.ts';
import { useFormErrors } from './form-errors.ts';

const schema = z.object({
  name: z.string().min(1, 'Ad giriniz.').max(3, 'En çok 3 harf.'),
  iban: z.string().startsWith('TR', 'TR ile başlamalı.'),
});
type Field = 'name' | 'iban' | 'price';

const mounted = rootPerTest();

/** Mounts a form's errors with the server's `errors`; answers the hook's latest value. */
function formErrors(errors?: Partial<Record<Field, string>>) {
  const latest = {} as { current: ReturnType<typeof useFormErrors<Field>> };
  function Probe() {
    latest.current = useFormErrors<Field>(errors);
    return null;
  }
  act(() => mounted.root.render(<Probe />));
  return latest;
}

describe('useFormErrors', () => {
  it("shows the server's errors until the form has its own, and each field's first message", () => {
    const form = formErrors({ name: 'Sunucu reddetti.', price: 'Bakiye yetersiz.' });
    expect(form.current.errorOf('name')).toBe('Sunucu reddetti.');
    let sent: unknown = 'not yet';
    act(() => {
      sent = form.current.check(schema.safeParse({ name: '', iban: 'DE' }));
    });
    expect(sent).toBeNull();
    expect(form.current.errorOf('name')).toBe('Ad giriniz.');
    expect(form.current.errorOf('iban')).toBe('TR ile başlamalı.');
    expect(form.current.errorOf('price')).toBe('Bakiye yetersiz.');
  });

  it('answers the values when the schema and the further checks pass, and clears its own errors', () => {
    const form = formErrors();
    act(() => void form.current.check(schema.safeParse({ name: 'abcd', iban: 'TR' })));
    expect(form.current.errorOf('name')).toBe('En çok 3 harf.');
    let sent: unknown;
    act(() => {
      sent = form.current.check(schema.safeParse({ name: 'Ali', iban: 'TR12' }));
    });
    expect(sent).toEqual({ name: 'Ali', iban: 'TR12' });
    expect(form.current.errorOf('name')).toBeUndefined();
  });

  it("refuses valid values when a further check fails, and that check's message wins over the schema's", () => {
    const form = formErrors();
    let sent: unknown = 'not yet';
    act(() => {
      sent = form.current.check(schema.safeParse({ name: 'Ali', iban: 'TR12' }), {
        price: 'Bakiye yetersiz.',
      });
    });
    expect(sent).toBeNull();
    expect(form.current.errorOf('price')).toBe('Bakiye yetersiz.');
    act(() => void form.current.check(schema.safeParse({ name: '', iban: 'TR' }), { name: 'Önce bu.' }));
    expect(form.current.errorOf('name')).toBe('Önce bu.');
  });
});
