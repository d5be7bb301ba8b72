import { describe, expect, it } from 'vitest';
import { publishedRules } from './published-rules.ts';
import { tuningFrom } from './tuning.ts';

const text = (sections: ReturnType<typeof publishedRules>) =>
  sections.map((s) => [s.title, ...s.paragraphs].join('\n')).join('\n');

describe('the published rules read every number from where it is enforced', () => {
  const page = text(publishedRules({ tuning: tuningFrom([]), cancelAllowance: 2 }));

  it.each([
    ['the first wave', 'ilk 3 dakika yalnızca o adliyede'],
    ['the urgent first wave', 'Acil bir görev ilk 1 dakika'],
    ['the window', 'görev oluşturulduktan sonraki 15 dakika içinde'],
    [
      'the fresh window of a fallback choice',
      'süreyi uzatma, genişletme ya da bütçeyi artırma, seçimin yapıldığı andan itibaren 15 dakikalık yeni bir başvuru süresi açar',
    ],
    [
      'the choices reopening the task',
      'iptal dışındaki her seçim görevi 15 dakikalık yeni bir başvuru süresiyle',
    ],
    ['the presence radius', 'en fazla 1,5 km uzaklıktaysanız'],
    ['the presence hours', '8 saat geçene ya da gün bitene'],
    ['the free daily limit', 'günde en fazla 3 göreve'],
    ['the cancel allowance', 'Bu ay kalan iptal talebi hakkınız: 2.'],
    ['the late cancel', '24 saatten az önce'],
    ['the extensions', 'en fazla 2 kez'],
    ['the widening', '30 km içindeki adliyelere'],
    ['the budget suggestion', 'en az 5 görev varsa'],
  ])('%s', (_label, fragment) => {
    expect(page).toContain(fragment);
  });

  it('no longer says the window always counts from creation', () => {
    expect(page).not.toContain('her durumda görevin oluşturulmasından');
  });

  it('follows a changed constant', () => {
    const changed = tuningFrom([
      { name: 'ucretsiz_gunluk_basvuru', description: '7' },
      { name: 'ilk_dalga_dakika', description: '5' },
      { name: 'adliyede_yaricap_metre', description: '800' },
      { name: 'genisletme_yaricap_km', description: '45' },
    ]);
    const after = text(publishedRules({ tuning: changed, cancelAllowance: null }));
    expect(after).toContain('günde en fazla 7 göreve');
    expect(after).toContain('ilk 5 dakika');
    expect(after).toContain('en fazla 800 m uzaklıktaysanız');
    expect(after).toContain('45 km içindeki');
    expect(after).not.toContain('Bu ay kalan iptal talebi hakkınız');
  });

  it('says a wave of 0 minutes opens the task to all at once', () => {
    const none = tuningFrom([{ name: 'ilk_dalga_dakika', description: '0' }]);
    expect(text(publishedRules({ tuning: none, cancelAllowance: null }))).toContain(
      'Normal görevler oluşturulur oluşturulmaz herkese açılır.',
    );
  });
});
