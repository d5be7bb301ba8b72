import { Alert } from '../../components/alert/alert.tsx';
import { type Applicant, distanceKm, distanceLabel, feedbackMessages } from '@meslektas/domain';
import { Info } from 'lucide-react';
import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { DataTable, type DataTableColumn } from '../../components/table/table.tsx';
import { Link } from '../../lib/link.tsx';
import { cn } from '../../lib/cn.ts';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';
import { PresenceBadge } from '../presence-badge/presence-badge.tsx';

// The table's dialogs (and Radix's dialog with them) are fetched once the table has painted.
const ApplicantBioModal = lazyDialog(() =>
  import('../applicant-bio-modal/applicant-bio-modal.tsx').then((m) => m.ApplicantBioModal),
);
const TextModal = lazyDialog(() => import('../../components/modal/text-modal.tsx').then((m) => m.TextModal));

export const applicantTableLabels = {
  caption: 'Başvuranlar',
  name: 'Avukat',
  message: 'Mesaj',
  distance: 'Uzaklık',
  actions: 'İşlem',
  bio: 'Biyografi',
  lawyerInfo: 'Avukat Bilgileri',
  assign: 'Görevi Ata',
  cannotAssign: 'Atama Yapılamaz',
  cannotAssignTitle: 'Atama Yapılamaz',
  cannotAssignText: 'Bu avukata şu anda atama yapılamaz.',
  noApplicants: feedbackMessages.noApplicants,
  unknownDistance: feedbackMessages.distanceUnknown,
  loading: 'Başvurular yükleniyor...',
};

export type ApplicantTableProps = {
  applicants: readonly Applicant[];
  /** Urgent missions show the server text (basvuru_yok_fast) instead of 'Başvuru Yok.'. */
  fast?: boolean;
  noApplicantsFastText?: string | null;
  /** Server texts: the assignment screen notice and, for urgent missions, the urgent notice. */
  notice?: string | null;
  urgentNotice?: string | null;
  /** Text of the 'Atama Yapılamaz' info modal (constant atama_yapilamaz). */
  cannotAssignText?: string | null;
  /** Where 'Avukat Bilgileri' leads (the task detail); the link shows for the owner only. */
  lawyerInfoHref?: (applicant: Applicant) => string;
  /** order_num is the applicant's index in this list. */
  onAssign: (applicant: Applicant, orderNum: number) => void;
  /** The applicant whose selection call is running. */
  assigningUserId?: number | null;
  loading?: boolean;
  labels?: Partial<typeof applicantTableLabels>;
  className?: string;
};

const missionHasCoordinates = (a: Applicant) => a.mission_latitude != null && a.mission_longitude != null;

export function ApplicantTable({
  applicants,
  fast = false,
  noApplicantsFastText,
  notice,
  urgentNotice,
  cannotAssignText,
  lawyerInfoHref,
  onAssign,
  assigningUserId = null,
  loading = false,
  labels,
  className,
}: ApplicantTableProps) {
  const l = { ...applicantTableLabels, ...labels };
  const [bioOf, setBioOf] = React.useState<Applicant | null>(null);
  const [blockedOpen, setBlockedOpen] = React.useState(false);
  const showDistance = applicants.some(missionHasCoordinates);

  const columns: DataTableColumn<Applicant>[] = [
    {
      id: 'name',
      header: l.name,
      cell: (a) => (
        <span className="flex items-center gap-1 font-medium">
          {a.name}
          {a.present ? <PresenceBadge /> : null}
          <Button
            size="icon"
            variant="ghost"
            className="size-8"
            aria-label={`${l.bio}: ${a.name}`}
            onClick={() => setBioOf(a)}
          >
            <Info aria-hidden />
          </Button>
        </span>
      ),
    },
    { id: 'message', header: l.message, cell: (a) => <span className="break-words">{a.message}</span> },
    ...(showDistance
      ? [
          {
            id: 'distance',
            header: l.distance,
            cell: (a: Applicant) =>
              distanceLabel(
                distanceKm(a, { latitude: a.mission_latitude, longitude: a.mission_longitude }),
                l.unknownDistance,
              ),
          },
        ]
      : []),
  ];

  const actions = (a: Applicant, index: number) => (
    <>
      {a.owner && lawyerInfoHref ? (
        <Button asChild size="sm" variant="secondary">
          <Link href={lawyerInfoHref(a)}>{l.lawyerInfo}</Link>
        </Button>
      ) : null}
      {a.selectable || a.selectAll ? (
        <Button
          size="sm"
          busy={assigningUserId === a.user_id}
          disabled={assigningUserId !== null && assigningUserId !== a.user_id}
          onClick={() => onAssign(a, index)}
        >
          {l.assign}
        </Button>
      ) : (
        <Button size="sm" variant="secondary" onClick={() => setBlockedOpen(true)}>
          {l.cannotAssign}
        </Button>
      )}
    </>
  );

  return (
    <div data-slot="applicant-table" className={cn('flex flex-col gap-3', className)}>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {fast && urgentNotice ? <Alert tone="danger">{urgentNotice}</Alert> : null}
      {!loading && applicants.length === 0 ? (
        <EmptyState title={fast && noApplicantsFastText ? noApplicantsFastText : l.noApplicants} />
      ) : (
        <DataTable
          columns={columns}
          rows={applicants}
          rowKey={(a) => a.user_id}
          caption={l.caption}
          actions={actions}
          actionsHeader={l.actions}
          loading={loading}
          loadingLabel={l.loading}
        />
      )}
      <ApplicantBioModal open={!!bioOf} onOpenChange={(o) => !o && setBioOf(null)} applicant={bioOf} />
      <TextModal
        open={blockedOpen}
        onOpenChange={setBlockedOpen}
        title={l.cannotAssignTitle}
        text={cannotAssignText || l.cannotAssignText}
      />
    </div>
  );
}
