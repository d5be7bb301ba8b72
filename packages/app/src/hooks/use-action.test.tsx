import { mapApiError } from '@meslektas/domain';
import { Button } from '@meslektas/ui';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { bindOutcomes, type Toast } from '../lib/outcomes.ts';
import { type ActionOptions, runAction, useAction } from './use-action.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A refusal as the client builds it: the server's body described by domain's error mapping. */
const refused = (status: number, body: unknown) => new ApiError(status, body, mapApiError({ status, body }));

type Answer = { message: string };

function Harness({ action, options }: { action: () => Promise<Answer>; options?: ActionOptions<Answer> }) {
  const { run, busy, errors, refusal } = useAction(action, options);
  return (
    <>
      <Button busy={busy} onClick={() => void run()}>
        Gönder
      </Button>
      <p data-field="telephone">{errors.telephone}</p>
      <p data-field="password">{errors.password}</p>
      <p data-refusal>{refusal?.message}</p>
    </>
  );
}

function mount(action: () => Promise<Answer>, options?: ActionOptions<Answer>) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(<Harness action={action} {...(options ? { options } : {})} />));
  return {
    button: () => host.querySelector('button')!,
    click: () => act(async () => host.querySelector('button')!.click()),
    text: (selector: string) => host.querySelector(selector)?.textContent ?? '',
    unmount: () => act(() => root.unmount()),
  };
}

describe('useAction', () => {
  let shown: Toast[];
  beforeEach(() => {
    shown = [];
    bindOutcomes({ notify: (t) => shown.push(t), navigate: () => {} });
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('given a running request / the button is disabled and a second click sends nothing', async () => {
    let finish: () => void = () => {};
    const action = vi.fn(() => new Promise<Answer>((resolve) => (finish = () => resolve({ message: '' }))));
    const view = mount(action);
    await view.click();
    expect(view.button().disabled).toBe(true);
    await act(async () => view.button().dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(view.button().disabled).toBe(false);
    view.unmount();
  });

  it('when the action goes through with `toast` / shows the server message as a success toast', async () => {
    const view = mount(async () => ({ message: 'Bilgileriniz güncellendi.' }), { toast: true });
    await view.click();
    expect(shown).toEqual([{ kind: 'success', text: 'Bilgileriniz güncellendi.' }]);
    view.unmount();
  });

  it('when the action goes through without `toast` / says nothing itself', async () => {
    const view = mount(async () => ({ message: 'Bilgileriniz güncellendi.' }));
    await view.click();
    expect(shown).toEqual([]);
    view.unmount();
  });

  it('when the server refuses / shows its Turkish message as an error toast and the button comes back', async () => {
    const view = mount(
      async () => {
        throw refused(409, { message: 'Açık göreviniz varken hesabınızı silemezsiniz.' });
      },
      { toast: true },
    );
    await view.click();
    expect(shown).toEqual([{ kind: 'error', text: 'Açık göreviniz varken hesabınızı silemezsiniz.' }]);
    expect(view.text('[data-refusal]')).toBe('Açık göreviniz varken hesabınızı silemezsiniz.');
    expect(view.button().disabled).toBe(false);
    view.unmount();
  });

  it('given a 422 / keeps the first message of each field for the form until the next run', async () => {
    const body = {
      message: 'Girilen bilgiler geçersiz.',
      errors: {
        telephone: ['Telefon numarası 10 haneli olmalıdır.', 'Telefon numarası 5 ile başlamalıdır.'],
        password: ['Şifre en az 8 karakter olmalıdır.'],
      },
    };
    let fail = true;
    const view = mount(async () => {
      if (fail) throw refused(422, body);
      return { message: '' };
    });
    await view.click();
    expect(view.text('[data-field="telephone"]')).toBe('Telefon numarası 10 haneli olmalıdır.');
    expect(view.text('[data-field="password"]')).toBe('Şifre en az 8 karakter olmalıdır.');
    fail = false;
    await view.click();
    expect(view.text('[data-field="telephone"]')).toBe('');
    expect(view.text('[data-field="password"]')).toBe('');
    view.unmount();
  });

  it('given a refusal the caller shows inline / performs nothing and keeps it', async () => {
    const view = mount(
      async () => {
        throw refused(429, { message: 'Çok fazla deneme yaptınız.' });
      },
      { inline: ({ status }) => status === 429 },
    );
    await view.click();
    expect(shown).toEqual([]);
    expect(view.text('[data-refusal]')).toBe('Çok fazla deneme yaptınız.');
    view.unmount();
  });
});

describe('runAction', () => {
  beforeEach(() => bindOutcomes({ notify: () => {}, navigate: () => {} }));

  it('hands back the refusal with every message of each field and the first one apart', async () => {
    const settled = await runAction(
      async () => {
        throw refused(422, { message: 'Girilen bilgiler geçersiz.', errors: { title: ['Başlık gerekli.'] } });
      },
      { inline: () => true },
    );
    expect(settled).toEqual({
      ok: false,
      refusal: {
        status: 422,
        message: 'Girilen bilgiler geçersiz.',
        errors: { title: ['Başlık gerekli.'] },
        fields: { title: 'Başlık gerekli.' },
      },
    });
  });

  it('given a refusal without a message / names the general one', async () => {
    const settled = await runAction(
      async () => {
        throw refused(0, undefined);
      },
      { inline: () => true },
    );
    expect(settled.ok ? null : settled.refusal.message).toBe('İşlem yapılamadı. Lütfen tekrar deneyiniz.');
  });

  it('throws on an error that is not a refusal (a bug is not a message for the lawyer)', async () => {
    await expect(
      runAction(async () => {
        throw new TypeError('x is undefined');
      }),
    ).rejects.toThrow('x is undefined');
  });
});
