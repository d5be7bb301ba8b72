import {
  type AdminAccount,
  type AdminBar,
  type SendSpecialNotificationPayload,
  type SpecialAudience,
  SPECIAL_BODY_MAX,
  SPECIAL_TITLE_MAX,
  sendSpecialNotificationSchema,
  specialAudienceLabels,
  specialAudiences,
  toFieldErrors,
} from '@meslektas/domain';
import { Search, Send } from 'lucide-react';
import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { FormError } from '../../components/form/form.tsx';
import { Input } from '../../components/input/input.tsx';
import { RadioGroup, RadioOption } from '../../components/radio-group/radio-group.tsx';
import { Select } from '../../components/select/select.tsx';
import { Textarea } from '../../components/textarea/textarea.tsx';
import { HtmlContent } from '../../content/html-content/html-content.tsx';
import { cn } from '../../lib/cn.ts';
import type { CatalogRefusal } from '../category-editor/catalog-dialog.tsx';
import { ReasonDialog } from '../reason-dialog/reason-dialog.tsx';

/** A lawyer the search found, as the accounts search answers. */
export type LawyerChoice = Pick<AdminAccount, 'id' | 'name' | 'telephone' | 'bar'>;

export const specialNotificationFormLabels = {
  heading: 'Yeni özel bildirim',
  audience: 'Alıcılar',
  audienceHints: {
    everyone: 'Bütün avukatlar',
    bar: 'Seçilen baronun üyeleri',
    lawyer: 'Yalnızca seçilen avukat',
  } as Record<SpecialAudience, string>,
  bar: 'Baro',
  barPlaceholder: 'Baro seçiniz',
  lawyerSearch: 'Avukat ara',
  lawyerSearchPlaceholder: 'Ad ya da telefon',
  searchButton: 'Avukat ara',
  lawyerResults: 'Bulunan avukatlar',
  noLawyer: 'Bu aramaya uyan avukat yok.',
  searchShort: 'En az 3 karakter giriniz.',
  title: 'Başlık',
  body: 'Metin (HTML)',
  bodyHint:
    'Paragraf, kalın yazı, liste ve bağlantı kullanılabilir; betikler ve olay öznitelikleri gönderilmez.',
  preview: 'Önizleme',
  send: 'Gönder',
  confirmTitle: 'Özel bildirimi gönder',
  confirmEveryone: 'Bildirim bütün avukatlara gönderilecek ve canlı olarak iletilecek.',
  confirmBar: (bar: string) => `Bildirim ${bar} üyelerine gönderilecek ve canlı olarak iletilecek.`,
  confirmLawyer: (name: string) => `Bildirim yalnızca ${name} adlı avukata gönderilecek.`,
};

export type SpecialNotificationFormProps = {
  bars: readonly AdminBar[];
  /** Looks lawyers up by name or telephone. */
  onSearchLawyers: (query: string) => Promise<readonly LawyerChoice[]>;
  /** Sends it; resolves to the server's refusal, or null (the form then empties). */
  onSend: (payload: SendSpecialNotificationPayload) => Promise<CatalogRefusal | null>;
  labels?: Partial<typeof specialNotificationFormLabels>;
  className?: string;
};

/**
 * Writes a special notification to everyone, one bar's members or one lawyer. Checked like the
 * server checks it, then confirmed with its audience named before it goes.
 */
export function SpecialNotificationForm({
  bars,
  onSearchLawyers,
  onSend,
  labels,
  className,
}: SpecialNotificationFormProps) {
  const l = { ...specialNotificationFormLabels, ...labels };
  const [audience, setAudience] = React.useState<SpecialAudience>('everyone');
  const [barId, setBarId] = React.useState('');
  const [query, setQuery] = React.useState('');
  const [found, setFound] = React.useState<readonly LawyerChoice[] | null>(null);
  const [searching, setSearching] = React.useState(false);
  const [lawyer, setLawyer] = React.useState<LawyerChoice | null>(null);
  const [title, setTitle] = React.useState('');
  const [body, setBody] = React.useState('');
  const [fields, setFields] = React.useState<Partial<Record<string, string>>>({});
  const [confirming, setConfirming] = React.useState<SendSpecialNotificationPayload | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const id = React.useId();

  const search = async () => {
    const q = query.trim();
    if (q.length < 3) {
      setFields((f) => ({ ...f, search: l.searchShort }));
      return;
    }
    setFields((f) => ({ ...f, search: undefined }));
    setSearching(true);
    try {
      setFound(await onSearchLawyers(q));
    } finally {
      setSearching(false);
    }
  };

  const check = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = sendSpecialNotificationSchema.safeParse({
      audience,
      ...(audience === 'bar' && barId ? { baro_id: barId } : {}),
      ...(audience === 'lawyer' && lawyer ? { user_id: lawyer.id } : {}),
      title,
      body,
    });
    if (!parsed.success) {
      setFields(Object.fromEntries(Object.entries(toFieldErrors(parsed.error)).map(([k, v]) => [k, v[0]])));
      return;
    }
    setFields({});
    setRefusal(null);
    setConfirming(parsed.data);
  };

  const send = async () => {
    if (!confirming) return;
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await onSend(confirming);
      if (answer) {
        setRefusal(answer.message);
        if (answer.fields && Object.keys(answer.fields).length > 0) {
          setFields(answer.fields);
          setConfirming(null);
        }
        return;
      }
      setConfirming(null);
      setTitle('');
      setBody('');
    } finally {
      setBusy(false);
    }
  };

  const barName = bars.find((b) => String(b.id) === barId)?.name ?? '';
  const confirmText =
    audience === 'bar'
      ? l.confirmBar(barName)
      : audience === 'lawyer'
        ? l.confirmLawyer(lawyer?.name ?? '')
        : l.confirmEveryone;

  return (
    <>
      <form
        data-slot="special-notification-form"
        aria-labelledby={`${id}-heading`}
        noValidate
        onSubmit={check}
        className={cn(
          'flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-4',
          className,
        )}
      >
        <h2 id={`${id}-heading`} className="text-base font-semibold">
          {l.heading}
        </h2>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium">{l.audience}</legend>
          <RadioGroup
            value={audience}
            onValueChange={(value) => setAudience(value as SpecialAudience)}
            className="md:grid-cols-3"
          >
            {specialAudiences.map((value) => (
              <RadioOption
                key={value}
                value={value}
                label={specialAudienceLabels[value]}
                description={l.audienceHints[value]}
              />
            ))}
          </RadioGroup>
        </fieldset>
        {audience === 'bar' ? (
          <Field label={l.bar} error={fields.baro_id} required>
            <Select
              value={barId}
              onChange={(e) => setBarId(e.target.value)}
              placeholder={l.barPlaceholder}
              required
              options={bars.map((b) => ({ value: String(b.id), label: b.name }))}
            />
          </Field>
        ) : null}
        {audience === 'lawyer' ? (
          <div className="flex flex-col gap-2">
            <div className="flex items-end gap-2">
              <Field
                label={l.lawyerSearch}
                error={fields.search ?? fields.user_id}
                className="flex-1"
                required
              >
                <Input
                  type="search"
                  value={query}
                  placeholder={l.lawyerSearchPlaceholder}
                  maxLength={100}
                  onChange={(e) => setQuery(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      void search();
                    }
                  }}
                />
              </Field>
              <Button
                variant="secondary"
                size="icon"
                aria-label={l.searchButton}
                busy={searching}
                onClick={() => void search()}
                className={(fields.search ?? fields.user_id) ? 'mb-7' : undefined}
              >
                <Search aria-hidden />
              </Button>
            </div>
            {found ? (
              found.length === 0 ? (
                <p className="text-sm text-muted">{l.noLawyer}</p>
              ) : (
                <RadioGroup
                  aria-label={l.lawyerResults}
                  value={lawyer ? String(lawyer.id) : ''}
                  onValueChange={(value) => setLawyer(found.find((f) => String(f.id) === value) ?? null)}
                >
                  {found.map((f) => (
                    <RadioOption
                      key={f.id}
                      value={String(f.id)}
                      label={f.name}
                      description={[f.telephone, f.bar].filter(Boolean).join(' · ')}
                    />
                  ))}
                </RadioGroup>
              )
            ) : null}
          </div>
        ) : null}
        <Field label={l.title} error={fields.title} required>
          <Input
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={SPECIAL_TITLE_MAX}
            required
          />
        </Field>
        <Field label={l.body} hint={l.bodyHint} error={fields.body} required>
          <Textarea
            value={body}
            onChange={(e) => setBody(e.target.value)}
            rows={6}
            maxLength={SPECIAL_BODY_MAX}
            className="font-mono text-xs"
            required
          />
        </Field>
        {body.trim() !== '' ? (
          <section
            aria-label={l.preview}
            className="rounded-[var(--radius-control)] border border-dashed border-line p-3"
          >
            <h3 className="mb-2 text-xs font-semibold uppercase text-muted">{l.preview}</h3>
            <HtmlContent html={body} />
          </section>
        ) : null}
        <FormError>{confirming ? null : refusal}</FormError>
        <Button type="submit" className="self-start">
          <Send aria-hidden />
          {l.send}
        </Button>
      </form>
      {confirming ? (
        <ReasonDialog
          open
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          title={l.confirmTitle}
          description={confirmText}
          reasonLabel={null}
          confirmLabel={l.send}
          busy={busy}
          error={refusal}
          onConfirm={() => void send()}
        />
      ) : null}
    </>
  );
}
