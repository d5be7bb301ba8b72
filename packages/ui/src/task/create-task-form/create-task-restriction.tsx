import { ShieldAlert } from 'lucide-react';
import { Button } from '../../components/button/button.tsx';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { Link } from '../../lib/link.tsx';

export const createTaskRestrictionLabels = {
  title: 'Görev Oluşturma Kısıtlandı',
  link: 'Görevlerimi Görüntüle',
};

export type CreateTaskRestrictionProps = {
  /** The server constant gorev_kisitlamasi (or the rule's fallback text). */
  text: string;
  /** The server constant gorev_kisitlama_link; without it no link is shown. */
  href?: string | null;
  labels?: Partial<typeof createTaskRestrictionLabels>;
  className?: string;
};

/**
 * What the create page shows instead of the form while the restriction counter add_mission is above
 * 0: the server would refuse the task, so the lawyer learns it before filling anything in.
 */
export function CreateTaskRestriction({ text, href, labels, className }: CreateTaskRestrictionProps) {
  const l = { ...createTaskRestrictionLabels, ...labels };
  return (
    <EmptyState
      data-slot="create-task-restriction"
      className={className}
      icon={<ShieldAlert aria-hidden className="size-8 text-warning" />}
      title={l.title}
      description={<p className="whitespace-pre-line">{text}</p>}
      action={
        href ? (
          <Button asChild variant="outline">
            <Link href={href}>{l.link}</Link>
          </Button>
        ) : null
      }
    />
  );
}
