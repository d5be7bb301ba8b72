import { mapApiError } from '@meslektas/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { bindOutcomes, type Toast } from '../../lib/outcomes.ts';
import { operatorAction, operatorFormAction } from './operator-action.ts';

const refused = (status: number, body: unknown) => new ApiError(status, body, mapApiError({ status, body }));

describe('operator actions', () => {
  it('when the action goes through / tells the page the server message and resolves to null', async () => {
    const done = vi.fn();
    await expect(operatorAction(async () => ({ message: 'Soru kaydedildi.' }), done)).resolves.toBeNull();
    expect(done).toHaveBeenCalledWith('Soru kaydedildi.');
  });

  it('when the server refuses a form / hands its message and fields back and shows no toast', async () => {
    const shown: Toast[] = [];
    bindOutcomes({ notify: (t) => shown.push(t), navigate: () => {} });
    const done = vi.fn();
    const refusal = await operatorFormAction(async () => {
      throw refused(422, {
        message: 'Girilen bilgiler geçersiz.',
        errors: { slug: ['Bu adres kullanılıyor.'] },
      });
    }, done);
    expect(refusal).toMatchObject({
      message: 'Girilen bilgiler geçersiz.',
      fields: { slug: 'Bu adres kullanılıyor.' },
    });
    expect(done).not.toHaveBeenCalled();
    expect(shown).toEqual([]);
  });

  it('when the server refuses a button / resolves to its message alone', async () => {
    await expect(
      operatorAction(async () => {
        throw refused(409, { message: 'Bu talep zaten sonuçlandı.' });
      }, vi.fn()),
    ).resolves.toBe('Bu talep zaten sonuçlandı.');
  });
});
