import { type CalendarFeed, formatDottedDate } from '@meslektas/domain';
import { CalendarPlus, Check, Copy, RefreshCw, Trash2 } from 'lucide-react';
import * as React from 'react';
import { Alert } from '../../components/alert/alert.tsx';
import { Button } from '../../components/button/button.tsx';
import { ModalCloseButton, ModalFrame } from '../../components/modal/modal.tsx';
import { SkeletonList } from '../../components/skeleton/skeleton.tsx';
import { Textarea } from '../../components/textarea/textarea.tsx';
import { cn } from '../../lib/cn.ts';

export const calendarFeedLabels = {
  intro:
    'Verdiğiniz ve aldığınız görevler, kişisel takvim adresiniz ile Google Takvim, Apple Takvim veya Outlook’ta kendiliğinden görünür. Adres gizlidir: bilen herkes görevlerinizi görebilir, kimseyle paylaşmayınız.',
  create: 'Takvim bağlantısı oluştur',
  creating: 'Oluşturuluyor...',
  address: 'Takvim adresiniz',
  copy: 'Kopyala',
  copied: 'Kopyalandı',
  copiedStatus: 'Adres panoya kopyalandı.',
  copyFailed: 'Adres kopyalanamadı; adresi seçip kendiniz kopyalayınız.',
  shownOnce:
    'Güvenliğiniz için bu adres yalnızca şimdi gösterilir. Kaybederseniz yeni adres oluşturabilirsiniz.',
  active: (date: string) => `Takvim bağlantınız etkin (oluşturulma: ${date}).`,
  hidden: 'Adres yalnızca oluşturulduğunda gösterilir. Yeni bir adres oluşturursanız eskisi çalışmaz.',
  renew: 'Yeni adres oluştur',
  revoke: 'İptal et',
  revoking: 'İptal ediliyor...',
  howTitle: 'Takviminize nasıl eklerim?',
  howGoogle:
    'Google Takvim (bilgisayardan): Diğer takvimler yanındaki + › URL ile › adresi yapıştırın › Takvim ekle.',
  howApple:
    'Apple Takvim: Dosya › Yeni Takvim Aboneliği (iPhone’da Takvimler › Takvim Ekle › Abonelik Ekle) › adresi yapıştırın.',
  howRefresh: 'Takvim uygulamaları adresi kendi aralıklarıyla (Google birkaç saatte bir) yeniler.',
  revokeTitle: 'Takvim bağlantısı iptal edilsin mi?',
  revokeText: 'Adres hemen çalışmaz olur; takviminize eklediğiniz görevler bir sonraki yenilemede kaybolur.',
  renewTitle: 'Yeni adres oluşturulsun mu?',
  renewText: 'Eski adres hemen çalışmaz olur; takviminize yeni adresi eklemeniz gerekir.',
  cancel: 'Vazgeç',
  loading: 'Yükleniyor...',
};

export type CalendarFeedSectionProps = Omit<React.ComponentProps<'div'>, 'children' | 'onCopy'> & {
  /** GET calendar/feed: null when the lawyer has none; undefined while loading. */
  feed: CalendarFeed | null | undefined;
  /** The address the last create/renew answered: shown this once, never stored by the server. */
  url?: string | null;
  onCreate: () => void;
  creating?: boolean;
  onRevoke: () => void;
  revoking?: boolean;
  /** Writes the address to the clipboard; a rejection shows the manual hint. */
  onCopy: (url: string) => Promise<void> | void;
  labels?: Partial<typeof calendarFeedLabels>;
};

type Confirming = 'revoke' | 'renew' | null;

/**
 * 'Takvim Bağlantısı' in the settings: no feed yet ('Takvim bağlantısı oluştur'); the address just
 * made with 'Kopyala' (and its feedback) and how to add it to Google or Apple calendars; an
 * existing feed with its date, renewing and revoking behind a confirmation.
 */
export function CalendarFeedSection({
  feed,
  url = null,
  onCreate,
  creating = false,
  onRevoke,
  revoking = false,
  onCopy,
  labels,
  className,
  ...props
}: CalendarFeedSectionProps) {
  const l = { ...calendarFeedLabels, ...labels };
  const id = React.useId();
  const [confirming, setConfirming] = React.useState<Confirming>(null);
  const [copy, setCopy] = React.useState<{ url: string; ok: boolean } | null>(null);
  // The feedback belongs to the address it was given for.
  const copied = copy?.url === url ? copy.ok : null;

  const copyAddress = async (address: string) => {
    try {
      await onCopy(address);
      setCopy({ url: address, ok: true });
    } catch {
      setCopy({ url: address, ok: false });
    }
  };
  const confirm = () => {
    if (confirming === 'revoke') onRevoke();
    else onCreate();
    setConfirming(null);
  };

  if (feed === undefined) return <SkeletonList rows={2} label={l.loading} className={className} />;
  return (
    <div data-slot="calendar-feed-section" className={cn('max-w-xl space-y-4', className)} {...props}>
      <p className="text-sm text-muted">{l.intro}</p>
      {feed === null ? (
        <Button busy={creating} busyLabel={l.creating} onClick={onCreate}>
          <CalendarPlus aria-hidden />
          {l.create}
        </Button>
      ) : (
        <>
          {url ? (
            <div className="space-y-2">
              <label htmlFor={`${id}-url`} className="text-sm font-medium">
                {l.address}
              </label>
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
                {/* The whole address, broken anywhere, so a phone shows it all without scrolling. */}
                <Textarea
                  id={`${id}-url`}
                  data-slot="calendar-feed-url"
                  readOnly
                  rows={3}
                  value={url}
                  aria-describedby={`${id}-once`}
                  onFocus={(e) => e.currentTarget.select()}
                  className="resize-none font-mono text-xs break-all sm:flex-1 sm:text-xs"
                />
                <Button
                  type="button"
                  className="sm:shrink-0"
                  variant={copied ? 'success' : 'primary'}
                  onClick={() => void copyAddress(url)}
                >
                  {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
                  {copied ? l.copied : l.copy}
                </Button>
              </div>
              <p role="status" className="min-h-5 text-sm">
                {copied === true ? <span className="text-success">{l.copiedStatus}</span> : null}
                {copied === false ? <span className="text-danger">{l.copyFailed}</span> : null}
              </p>
              <Alert id={`${id}-once`} tone="warning" ink>
                {l.shownOnce}
              </Alert>
            </div>
          ) : (
            <div className="space-y-1 text-sm">
              <p className="font-medium text-ink">{l.active(formatDottedDate(feed.created_at))}</p>
              <p className="text-muted">{l.hidden}</p>
            </div>
          )}
          <div className="grid gap-2 sm:flex sm:flex-wrap">
            <Button
              variant="outline"
              busy={creating}
              busyLabel={l.creating}
              onClick={() => setConfirming('renew')}
            >
              <RefreshCw aria-hidden />
              {l.renew}
            </Button>
            <Button
              variant="danger"
              busy={revoking}
              busyLabel={l.revoking}
              onClick={() => setConfirming('revoke')}
            >
              <Trash2 aria-hidden />
              {l.revoke}
            </Button>
          </div>
        </>
      )}
      <section aria-labelledby={`${id}-how`} className="space-y-2 border-t border-line pt-4 text-sm">
        <h3 id={`${id}-how`} className="text-base font-semibold text-ink">
          {l.howTitle}
        </h3>
        <ul className="list-disc space-y-1 pl-5 text-muted">
          <li>{l.howGoogle}</li>
          <li>{l.howApple}</li>
          <li>{l.howRefresh}</li>
        </ul>
      </section>
      <ModalFrame
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={confirming === 'renew' ? l.renewTitle : l.revokeTitle}
        description={confirming === 'renew' ? l.renewText : l.revokeText}
        footer={
          <>
            <ModalCloseButton>{l.cancel}</ModalCloseButton>
            <Button variant={confirming === 'renew' ? 'primary' : 'danger'} onClick={confirm}>
              {confirming === 'renew' ? l.renew : l.revoke}
            </Button>
          </>
        }
      />
    </div>
  );
}
