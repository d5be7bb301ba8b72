import { Alert } from '../../components/alert/alert.tsx';
import {
  type Bar,
  type Category,
  type CreateMissionPayload,
  type CreateTaskField,
  type Courthouse,
  type LocationResult,
  type ShortDescription,
  categoriesFor,
  categoryFitsPlace,
  checkLocationChoice,
  descriptionMode,
  feedbackMessages,
  formatPrice,
  istanbulDay,
  isTimeRequired,
  parseBudgets,
  presentCountLine,
  showUrgentSwitch,
  urgentOutcome,
} from '@meslektas/domain';
import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { Field, Label } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { Select } from '../../components/select/select.tsx';
import { Switch } from '../../components/switch/switch.tsx';
import { Textarea } from '../../components/textarea/textarea.tsx';
import { cn } from '../../lib/cn.ts';
import {
  GuaranteeOption,
  type guaranteeOptionLabels,
} from '../../guarantee/guarantee-option/guarantee-option.tsx';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';
import type { CreateTaskSummaryData } from '../create-task-summary/create-task-summary.tsx';
import {
  type CreateTaskDraft,
  type DraftResult,
  emptyCreateTaskDraft,
  loadPayloadModule,
  submitDraft,
} from './draft.ts';
import { type CreateTaskInfoTexts, CreateTaskTips, InfoButton } from './form-info.tsx';
import { createTaskFormLabels } from './labels.ts';
import { LocationSearch } from './location-search.tsx';

// The form's dialogs (and Radix's dialog with them) are fetched once the form has painted.
const ReadyDescriptionsModal = lazyDialog(() =>
  import('../ready-descriptions-modal/ready-descriptions-modal.tsx').then((m) => m.ReadyDescriptionsModal),
);
const InfoModal = lazyDialog(() =>
  import('../../components/info-modal/info-modal.tsx').then((m) => m.InfoModal),
);
const ProUpsellModal = lazyDialog(() =>
  import('../pro-upsell-modal/pro-upsell-modal.tsx').then((m) => m.ProUpsellModal),
);

export type CreateTaskFormProps = {
  bars: readonly Bar[];
  /** Courthouses of the chosen bar; the container loads them on `onBarChange`. */
  courthouses: readonly Courthouse[];
  categories: readonly Category[];
  locationResults?: readonly LocationResult[];
  searchingLocation?: boolean;
  shortDescriptions?: readonly ShortDescription[];
  userId: number;
  allowCustomDescriptions?: boolean;
  isVip: boolean;
  /** Decides what "today" is (urgent switch, past dates). */
  now: Date;
  /** The draft to start from, for example when coming back from the summary with 'Düzenle'. */
  defaultValue?: Partial<CreateTaskDraft>;
  /** Tips shown above the form (server text). */
  tip?: string | null;
  /** The texts of the info modals (server constants). */
  infoTexts?: CreateTaskInfoTexts;
  /**
   * Asks whether anybody would receive a task at the chosen courthouse (mission/checkAdliyeUsers);
   * a text in the answer is shown in a modal.
   */
  onCourthouseCheck?: (adliyeId: number) => Promise<string | null | undefined>;
  /** The chosen courthouse changed (the container then follows its live presence count). */
  onCourthouseChange?: (adliyeId: number | null) => void;
  /** How many colleagues say "Adliyedeyim" at the chosen courthouse now ('Şu an 4 meslektaş adliyede'). */
  presentCount?: { adliyeId: number; count: number } | null;
  /** The lawyer's own ready descriptions (shown while `allowCustomDescriptions`). */
  onAddDescription?: (text: string) => Promise<unknown> | void;
  onEditDescription?: (description: ShortDescription, text: string) => Promise<unknown> | void;
  onDeleteDescription?: (description: ShortDescription) => Promise<unknown> | void;
  proUpsellText?: string | null;
  premiumHref?: string;
  onBarChange?: (baroId: number | null) => void;
  /** Every keystroke of the location box; the container debounces it. */
  onLocationSearch?: (query: string) => void;
  /** The first failing rule's message, in the spec's order (the app shows it as a toast). */
  onInvalid?: (message: string) => void;
  onConfirm: (payload: CreateMissionPayload, summary: CreateTaskSummaryData, draft: CreateTaskDraft) => void;
  /**
   * The service fee of güvenceli ödeme in percent of the budget (the constant
   * `guvence_hizmet_bedeli_yuzde`); the 'Ödeme güvencesi' option shows once it is given.
   */
  guaranteeFeePercent?: number | null;
  guaranteeLabels?: Partial<typeof guaranteeOptionLabels>;
  labels?: Partial<typeof createTaskFormLabels>;
  className?: string;
};

const toId = (value: string) => (value === '' ? null : Number(value));

export function CreateTaskForm({
  bars,
  courthouses,
  categories,
  locationResults = [],
  searchingLocation = false,
  shortDescriptions = [],
  userId,
  allowCustomDescriptions = true,
  isVip,
  now,
  defaultValue,
  tip,
  infoTexts,
  onCourthouseCheck,
  onCourthouseChange,
  presentCount,
  onAddDescription,
  onEditDescription,
  onDeleteDescription,
  proUpsellText,
  premiumHref,
  onBarChange,
  onLocationSearch,
  onInvalid,
  onConfirm,
  guaranteeFeePercent,
  guaranteeLabels,
  labels,
  className,
}: CreateTaskFormProps) {
  const l = { ...createTaskFormLabels, ...labels };
  const [draft, setDraft] = React.useState<CreateTaskDraft>({ ...emptyCreateTaskDraft, ...defaultValue });
  const [error, setError] = React.useState<{ field: CreateTaskField | 'location'; message: string } | null>(
    null,
  );
  const [descriptionsOpen, setDescriptionsOpen] = React.useState(false);
  const [upsellOpen, setUpsellOpen] = React.useState(false);
  const [info, setInfo] = React.useState<{ title: string; text: string } | null>(null);
  // Only the answer for the courthouse still chosen may open its modal.
  const checkedCourthouse = React.useRef<number | null>(null);
  const outAdliyeId = React.useId();
  const urgentId = React.useId();

  const set = (patch: Partial<CreateTaskDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const fail = (field: CreateTaskField | 'location', message: string) => {
    setError({ field, message });
    onInvalid?.(message);
  };
  const errorFor = (...fields: (CreateTaskField | 'location')[]) =>
    error && fields.includes(error.field) ? error.message : undefined;

  const bar = bars.find((b) => b.baro_id === draft.baroId) ?? null;
  const visibleCategories = categoriesFor(categories, draft.outAdliye);
  const category = visibleCategories.find((c) => c.id === draft.categoryId) ?? null;
  const budgets = parseBudgets(category?.price);
  const timeRequired = isTimeRequired(category);
  const urgentVisible = showUrgentSwitch(draft.planDate, now);
  const freeText = descriptionMode(allowCustomDescriptions) === 'free';

  const changeOutAdliye = (out: boolean) => {
    const fits = category ? categoryFitsPlace(category, out) : false;
    set({
      outAdliye: out,
      location: out ? draft.location : null,
      ...(fits ? {} : { categoryId: null, price: null }),
    });
  };

  const changeCourthouse = async (adliyeId: number | null) => {
    set({ adliyeId });
    checkedCourthouse.current = adliyeId;
    onCourthouseChange?.(adliyeId);
    if (adliyeId === null || !onCourthouseCheck) return;
    const text = await onCourthouseCheck(adliyeId);
    if (text && checkedCourthouse.current === adliyeId) setInfo({ title: l.courthouseNoticeTitle, text });
  };

  const infoButton = (text: string | null | undefined, label: string, title: string) =>
    text ? <InfoButton label={label} onClick={() => setInfo({ title, text })} /> : null;

  const changeDate = (planDate: string) => {
    // The urgent option only exists for today; a later date silently drops it.
    set({ planDate, fast: showUrgentSwitch(planDate, now) ? draft.fast : false });
  };

  const changeUrgent = (checked: boolean) => {
    if (!checked) return set({ fast: false });
    const outcome = urgentOutcome(draft.planDate, isVip, now);
    if (outcome === 'allowed') set({ fast: true });
    if (outcome === 'upsell') {
      set({ fast: true });
      setUpsellOpen(true);
    }
  };

  // The payload's schema is not needed to paint the form, nor while the page loads its lists: it is
  // fetched when the lawyer first touches the form, long before he can submit it.
  const fetchSchema = () => void loadPayloadModule().catch(() => undefined);
  // One submit at a time: a second press while the schema arrives is the same submit.
  const submitting = React.useRef(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    let result: DraftResult;
    try {
      result = await submitDraft(draft, { bars, courthouses, categories }, isVip, now);
    } catch {
      // The schema could not be loaded (the connection dropped): nothing typed is lost.
      onInvalid?.(feedbackMessages.genericError);
      return;
    } finally {
      submitting.current = false;
    }
    if (!result.ok) return fail(result.field, result.message);
    setError(null);
    onConfirm(result.payload, result.summary, draft);
  };

  return (
    <>
      <form
        data-slot="create-task-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        onFocusCapture={fetchSchema}
        onPointerDownCapture={fetchSchema}
        className={cn('flex flex-col gap-4', className)}
      >
        <CreateTaskTips
          title={l.tipsTitle}
          tips={l.tips}
          action={infoButton(infoTexts?.form, l.formInfo, l.formInfoTitle)}
        />
        {tip ? <Alert tone="info">{tip}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={l.bar} error={errorFor('baro_id')}>
            <Select
              value={draft.baroId ?? ''}
              placeholder={l.barPlaceholder}
              options={bars.map((b) => ({ value: b.baro_id, label: b.name }))}
              onChange={(event) => {
                const baroId = toId(event.target.value);
                set({ baroId, adliyeId: null, location: null });
                checkedCourthouse.current = null;
                onBarChange?.(baroId);
              }}
            />
          </Field>
          <Field
            label={l.courthouse}
            error={errorFor('adliye_id')}
            hint={
              !draft.outAdliye && presentCount && presentCount.adliyeId === draft.adliyeId
                ? presentCountLine(presentCount.count)
                : null
            }
          >
            <Select
              value={draft.adliyeId ?? ''}
              placeholder={l.courthousePlaceholder}
              disabled={draft.outAdliye}
              options={courthouses.map((c) => ({ value: c.adliye_id ?? c.id ?? 0, label: c.name }))}
              onChange={(event) => void changeCourthouse(toId(event.target.value))}
            />
          </Field>
        </div>

        <div className="flex items-center gap-3">
          <Switch id={outAdliyeId} checked={draft.outAdliye} onCheckedChange={changeOutAdliye} />
          <Label htmlFor={outAdliyeId}>{l.outOfCourthouse}</Label>
          {infoButton(infoTexts?.outOfCourthouse, l.outOfCourthouseInfo, l.outOfCourthouseInfoTitle)}
        </div>

        {draft.outAdliye ? (
          <LocationSearch
            labels={{
              search: l.locationSearch,
              placeholder: l.locationPlaceholder,
              results: l.locationResults,
              searching: l.searching,
              noResults: l.noResults,
              chosen: l.chosenLocation,
            }}
            results={locationResults}
            searching={searchingLocation}
            chosen={draft.location}
            error={errorFor('address', 'location')}
            onQueryChange={(query) => {
              const check = checkLocationChoice(bar, null);
              if (!check.ok) return fail('location', check.message);
              onLocationSearch?.(query);
            }}
            onChoose={(location) => {
              const check = checkLocationChoice(bar, location);
              if (!check.ok) return fail('location', check.message);
              setError(null);
              set({ location });
            }}
          />
        ) : null}

        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={l.category} error={errorFor('category_id')}>
            <Select
              value={draft.categoryId ?? ''}
              placeholder={l.categoryPlaceholder}
              options={visibleCategories.map((c) => ({ value: c.id, label: c.name }))}
              onChange={(event) => set({ categoryId: toId(event.target.value), price: null, planTime: '' })}
            />
          </Field>
          <Field label={l.budget} error={errorFor('mission_price')}>
            <Select
              value={draft.price ?? ''}
              placeholder={l.budgetPlaceholder}
              disabled={!category}
              options={budgets.map((b) => ({ value: b, label: formatPrice(b) }))}
              onChange={(event) => set({ price: toId(event.target.value) })}
            />
          </Field>
          <Field label={l.date} error={errorFor('plan_date')}>
            <Input
              type="date"
              min={istanbulDay(now)}
              value={draft.planDate}
              onChange={(event) => changeDate(event.target.value)}
            />
          </Field>
          {timeRequired ? (
            <Field label={l.time} required error={errorFor('plan_time')}>
              <Input
                type="time"
                required
                value={draft.planTime}
                onChange={(event) => set({ planTime: event.target.value })}
              />
            </Field>
          ) : null}
        </div>

        {guaranteeFeePercent != null ? (
          <GuaranteeOption
            checked={draft.guaranteed}
            onCheckedChange={(guaranteed) => set({ guaranteed })}
            budget={draft.price}
            feePercent={guaranteeFeePercent}
            labels={guaranteeLabels}
          />
        ) : null}

        <Field
          label={l.description}
          error={errorFor('other_detail')}
          hint={freeText ? undefined : l.readyOnlyHint}
        >
          <Textarea
            value={draft.description}
            readOnly={!freeText}
            placeholder={l.descriptionPlaceholder}
            onChange={(event) => set({ description: event.target.value })}
          />
        </Field>
        <Button
          type="button"
          variant="outline"
          className="self-start"
          onClick={() => setDescriptionsOpen(true)}
        >
          {l.readyDescriptions}
        </Button>

        {urgentVisible ? (
          <div className="flex flex-col gap-1">
            <div className="flex items-center gap-3">
              <Switch id={urgentId} checked={draft.fast} onCheckedChange={changeUrgent} />
              <Label htmlFor={urgentId}>{l.urgent}</Label>
              {infoButton(infoTexts?.urgent, l.urgentInfo, l.urgentInfoTitle)}
            </div>
            <p className="text-xs text-muted">{l.urgentHint}</p>
            {errorFor('fast_mission') ? (
              <p role="alert" className="text-xs font-medium text-danger">
                {errorFor('fast_mission')}
              </p>
            ) : null}
          </div>
        ) : null}

        <Button type="submit" className="self-stretch sm:self-end">
          {l.submit}
        </Button>
      </form>

      <ReadyDescriptionsModal
        open={descriptionsOpen}
        onOpenChange={setDescriptionsOpen}
        descriptions={shortDescriptions}
        userId={userId}
        onPick={(d) => set({ description: d.description })}
        allowCustom={allowCustomDescriptions}
        onAdd={onAddDescription}
        onEdit={onEditDescription}
        onDelete={onDeleteDescription}
      />
      <InfoModal
        open={info !== null}
        onOpenChange={(open) => !open && setInfo(null)}
        title={info?.title}
        text={info?.text ?? ''}
      />
      <ProUpsellModal
        open={upsellOpen}
        onOpenChange={(open) => {
          setUpsellOpen(open);
          if (!open) set({ fast: false });
        }}
        text={proUpsellText}
        premiumHref={premiumHref}
      />
    </>
  );
}
