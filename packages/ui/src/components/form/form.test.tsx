import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { rootPerTest } from '../../lib/test-root.ts';
import { Form, FormError } from './form.tsx';

const mounted = rootPerTest();

describe('Form', () => {
  it('given a heading / shows it first as the page title and is named by it', () => {
    act(() =>
      mounted.root.render(
        <Form heading="Fatura Bilgileri" onSend={vi.fn()}>
          <p>Fatura adresiniz</p>
        </Form>,
      ),
    );
    const form = mounted.host.querySelector('form')!;
    const heading = form.firstElementChild!;
    expect(heading.tagName).toBe('H1');
    expect(heading.textContent).toBe('Fatura Bilgileri');
    expect(heading.className).toBe('text-2xl font-semibold text-brand-700');
    expect(form.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(form.lastElementChild!.textContent).toBe('Fatura adresiniz');
  });

  it('given heading level 2 / titles one part of a page with an h2', () => {
    act(() => mounted.root.render(<Form heading="Rapor" headingLevel={2} onSend={vi.fn()} />));
    const heading = mounted.host.querySelector('form > :first-child')!;
    expect(heading.tagName).toBe('H2');
    expect(heading.className).toBe('text-xl font-semibold text-brand-700');
  });

  it('without a heading / renders no title and is not labelled by one', () => {
    act(() =>
      mounted.root.render(
        <Form aria-label="Bildirim ayarları" onSend={vi.fn()}>
          <p>Ayarlar</p>
        </Form>,
      ),
    );
    const form = mounted.host.querySelector('form')!;
    expect(form.querySelector('h1, h2')).toBeNull();
    expect(form.hasAttribute('aria-labelledby')).toBe(false);
    expect(form.getAttribute('aria-label')).toBe('Bildirim ayarları');
  });

  it('when busy / a send does nothing', () => {
    const onSend = vi.fn();
    act(() => mounted.root.render(<Form busy onSend={onSend} />));
    act(() => mounted.host.querySelector('form')!.requestSubmit());
    expect(onSend).not.toHaveBeenCalled();
    act(() => mounted.root.render(<Form onSend={onSend} />));
    act(() => mounted.host.querySelector('form')!.requestSubmit());
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});

describe('FormError', () => {
  it('given a message / announces it in red', () => {
    act(() => mounted.root.render(<FormError id="hata">Kayıt yapılamadı.</FormError>));
    const error = mounted.host.querySelector('[data-slot="form-error"]')!;
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.id).toBe('hata');
    expect(error.className).toBe('text-sm text-danger');
    expect(error.textContent).toBe('Kayıt yapılamadı.');
  });

  it.each([null, undefined, false, ''])('given %j / renders nothing', (message) => {
    act(() => mounted.root.render(<FormError>{message}</FormError>));
    expect(mounted.host.innerHTML).toBe('');
  });
});
