import { describe, expect, it } from 'vitest';
import { completedOutcome } from './mark-completed.ts';
import { ratedOutcome } from './new-comment.ts';

describe('the success toasts of completing and rating (list screens and detail)', () => {
  it.each([
    [
      completedOutcome,
      { status: 'true', message: 'Görev tamamlandı, teşekkürler.' },
      'Görev tamamlandı, teşekkürler.',
    ],
    [completedOutcome, { status: 'true' }, 'Görev tamamlandı olarak işaretlendi.'],
    [ratedOutcome, { status: 'true', message: 'Puanınız iletildi.', commentStatus: 1 }, 'Puanınız iletildi.'],
    [ratedOutcome, { status: 'true', message: '' }, 'Değerlendirmeniz kaydedildi.'],
  ])('given an answer / shows the server’s message or the Turkish default (%#)', (outcome, body, text) => {
    expect(outcome(body).toast).toEqual({ kind: 'success', text });
  });

  it('a status "false" answer stays an error', () => {
    expect(completedOutcome({ status: 'false', message: 'Hata meydana geldi!' }).toast?.kind).toBe('error');
  });
});
