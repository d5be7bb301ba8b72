import { ContentArticle } from '@meslektas/ui';
import { useParams } from '../../../lib/router.tsx';
import { useNoticePage } from '../../../api/get-page.ts';

/** /pages/{slug}: a site notice (the header's notice links) with its HTML body. */
export default function NoticePage() {
  const { slug } = useParams();
  const { data: page, error, mutate } = useNoticePage(slug);
  return (
    <ContentArticle
      title={page?.title}
      date={page?.date}
      body={page?.body}
      error={Boolean(error)}
      onRetry={() => void mutate()}
    />
  );
}
