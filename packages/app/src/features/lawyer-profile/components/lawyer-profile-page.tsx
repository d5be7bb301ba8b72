import { LawyerProfileView, lazyDialog } from '@meslektas/ui';
import { useEffect, useState } from 'react';
import { useProfile, useRefreshProfiles } from '../../../api/get-profile.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { useAction } from '../../../hooks/use-action.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { perform } from '../../../lib/outcomes.ts';
import { useParams } from '../../../lib/router.tsx';
import { submitAboutText } from '../api/about-text.ts';

const ProfileEditDialog = lazyDialog(() =>
  import('./profile-edit-dialog.tsx').then((m) => m.ProfileEditDialog),
);

function LawyerProfile({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useProfile(userId, page);
  const refreshProfiles = useRefreshProfiles();
  const [shown, setShown] = useState(data);
  const [editing, setEditing] = useState<'about' | 'specialities' | null>(null);

  // Keep the current page on screen while the next one loads.
  useEffect(() => {
    if (data) setShown(data);
  }, [data]);
  // A 404 goes home; other failures show the error state with a retry.
  useEffect(() => {
    if (error instanceof ApiError) perform(error.outcome);
  }, [error]);

  // A refusal's toast is the spec's 'HATA VAR!'; the server's own words stand under the text.
  const saveAbout = useAction(
    async (text: string) => {
      const answer = await submitAboutText(text);
      await refreshProfiles();
      setEditing(null);
      return answer;
    },
    { toast: true },
  );

  const profile = shown;
  return (
    <>
      <LawyerProfileView
        profile={profile}
        error={!!error && !profile}
        onRetry={() => void mutate()}
        pageBusy={isLoading}
        onPageChange={setPage}
        onEditAbout={() => {
          saveAbout.reset();
          setEditing('about');
        }}
        onEditSpecialities={() => setEditing('specialities')}
      />
      {profile?.isOwner ? (
        <ProfileEditDialog
          open={editing !== null}
          onOpenChange={(open) => setEditing(open ? editing : null)}
          editing={editing}
          about={{
            text: profile.pending_about_text ?? profile.about_text ?? '',
            pending: !!profile.pending_about_text,
            busy: saveAbout.busy,
            error: saveAbout.errors.about_text,
            onSave: (text) => void saveAbout.run(text),
          }}
          onSpecialitiesSaved={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

/** /avukat-profili/{id}: a new id mounts a fresh page (first comments page, nothing kept). */
export default function LawyerProfilePage() {
  const userId = Number(useParams().id);
  return (
    <>
      <DocumentTitle name="lawyer-profile" />
      <LawyerProfile key={userId} userId={userId} />
    </>
  );
}
