/**
 * The published rules page ('Görev Kuralları'): who sees a task and when, who may apply, when the
 * owner may assign, the cancel allowance and the fallback choices, in plain Turkish. Every number
 * comes from the same place the server enforces it: the tuning constants, the application window,
 * the late-cancel hours, and the lawyer's own cancel allowance from his User record.
 */
import { APPLICATION_WINDOW_SECONDS } from './application-window.ts';
import { CANCEL_REQUEST_LATE_HOURS } from './cancel-requests.ts';
import { formatMetres } from './presence.ts';
import type { Tuning } from './tuning.ts';

export interface PublishedRuleSection {
  title: string;
  paragraphs: string[];
}

export interface PublishedRulesInput {
  tuning: Tuning;
  /** The lawyer's cancel requests left this month (User record's cancel_request); null: unknown. */
  cancelAllowance: number | null;
}

const WINDOW_MINUTES = APPLICATION_WINDOW_SECONDS / 60;

function firstWave(minutes: number, kind: string): string {
  return minutes === 0
    ? `${kind} görevler oluşturulur oluşturulmaz herkese açılır.`
    : `${kind} bir görev ilk ${minutes} dakika yalnızca o adliyede "Adliyedeyim" diyen meslektaşlara açıktır, sonra görevin iletildiği herkese açılır.`;
}

/** The page's sections, in the order the lawyer meets them. */
export function publishedRules({ tuning, cancelAllowance }: PublishedRulesInput): PublishedRuleSection[] {
  return [
    {
      title: 'Görevi kimler görür?',
      paragraphs: [
        'Adliyesi seçilmiş bir görev, o adliyede görev alan, hesabı onaylı ve görev almaya açık avukatlara iletilir. Adliye dışı bir görev adliye seçilmemişse baronun üyelerine iletilir.',
        'Görevi veren avukat kendi görevini görmez; bir kategoriyi istemediğini belirten avukata o kategorideki görevler iletilmez.',
      ],
    },
    {
      title: 'Öncelik: adliyedeki meslektaşlar',
      paragraphs: [
        firstWave(tuning.ilk_dalga_dakika, 'Normal'),
        firstWave(tuning.acil_ilk_dalga_dakika, 'Acil'),
        `Başvuru süresi görevin oluşturulmasından itibaren ${WINDOW_MINUTES} dakikadır; öncelik süresi de bu süreye dahildir.`,
        `Başvuru gelmezse görev sahibinin seçtiği süreyi uzatma, genişletme ya da bütçeyi artırma, seçimin yapıldığı andan itibaren ${WINDOW_MINUTES} dakikalık yeni bir başvuru süresi açar.`,
      ],
    },
    {
      title: '"Adliyedeyim"',
      paragraphs: [
        `Hizmet verdiğiniz bir adliyeye en fazla ${formatMetres(tuning.adliyede_yaricap_metre)} uzaklıktaysanız, anasayfadan ya da Bekleyen Görevler sayfasından "Adliyedeyim" diyebilirsiniz.`,
        `Bu bilgi siz kapatana, ${tuning.adliyede_azami_saat} saat geçene ya da gün bitene (İstanbul saatiyle 24:00) kadar sürer; hangisi önce gelirse. Yalnızca adliye ve saat saklanır, konumunuz saklanmaz.`,
      ],
    },
    {
      title: 'Kimler başvurabilir?',
      paragraphs: [
        `Görevin iletildiği avukatlar, görev oluşturulduktan sonraki ${WINDOW_MINUTES} dakika içinde (ya da görev sahibinin açtığı yeni başvuru süresi içinde) bir kez başvurabilir. Acil görevlere görev günü bitene ya da atama yapılana kadar başvurulabilir.`,
        `Ücretsiz üyelikte günde en fazla ${tuning.ucretsiz_gunluk_basvuru} göreve başvurabilirsiniz; hak her gün İstanbul saatiyle 00:00'da yenilenir. Pro üyelikte günlük sınır yoktur.`,
      ],
    },
    {
      title: 'Görev sahibi ne zaman atama yapabilir?',
      paragraphs: [
        `Normal görevlerde ${WINDOW_MINUTES} dakikalık başvuru süresi bittikten sonra; böylece her başvuranın şansı eşittir. Acil görevlerde ilk başvurudan itibaren hemen.`,
      ],
    },
    {
      title: 'İptal talebi hakkı ve geç iptal',
      paragraphs: [
        'Atanmış bir görev için iptal talebinde bulunabilirsiniz; her talep o ayki hakkınızdan birini kullanır ve hak her ayın başında yenilenir.',
        ...(cancelAllowance === null ? [] : [`Bu ay kalan iptal talebi hakkınız: ${cancelAllowance}.`]),
        `Görevin planlanan saatinden ${CANCEL_REQUEST_LATE_HOURS} saatten az önce ya da sonra yapılan talep geç iptal sayılır ve kayıtlarda işaretlenir.`,
      ],
    },
    {
      title: 'Başvuru gelmezse',
      paragraphs: [
        `Başvuru süresi başvurusuz biterse size hemen haber verilir ve şu seçenekler sunulur; iptal dışındaki her seçim görevi ${WINDOW_MINUTES} dakikalık yeni bir başvuru süresiyle yeniden açar:`,
        `Süreyi uzat: başvuru süresi ${WINDOW_MINUTES} dakika uzatılır (bir görev için en fazla ${tuning.basvuru_uzatma_hakki} kez).`,
        `Genişlet: görev aynı ildeki ${tuning.genisletme_yaricap_km} km içindeki adliyelere de iletilir.`,
        `Bütçeyi artır: aynı adliyede aynı kategorideki görevlerin son 90 gündeki ortanca bütçesi öneri olarak gösterilir (en az ${tuning.butce_onerisi_asgari_gorev} görev varsa).`,
        'İptal et: görev hiçbir hakkınızdan düşmeden iptal edilir.',
      ],
    },
  ];
}
