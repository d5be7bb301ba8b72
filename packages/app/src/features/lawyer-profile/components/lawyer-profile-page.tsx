import { successToast } from '@meslektas/domain';
import {
  AboutTextForm,
  LawyerProfileView,
  Modal,
  ModalBody,
  ModalContent,
  ModalHeader,
  ModalTitle,
} from '@meslektas/ui';
import { useEffect, useState } from 'react';
import { useProfile, useRefreshProfiles } from '../../../api/get-profile.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useAction } from '../../../hooks/use-action.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { perform } from '../../../lib/outcomes.ts';
import { useParams } from '../../../lib/router.tsx';
import { submitAboutText } from '../api/about-text.ts';
import { SpecialitiesSection } from './specialities-section.tsx';

/** The server's own words for a refused about text (the toast is the spec's 'HATA VAR!'). */
function aboutFieldError(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const errors = (error.body as { errors?: { about_text?: unknown } } | undefined)?.errors;
  const first = Array.isArray(errors?.about_text) ? (errors.about_text[0] as unknown) : undefined;
  return typeof first === 'string' ? first : undefined;
}

function LawyerProfile({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useProfile(userId, page);
  const refreshProfiles = useRefreshProfiles();
  const [shown, setShown] = useState(data);
  const [editing, setEditing] = useState<'about' | 'specialities' | null>(null);
  const [aboutError, setAboutError] = useState<string | undefined>();

  // Keep the current page on screen while the next one loads.
  useEffect(() => {
    if (data) setShown(data);
  }, [data]);
  // A 404 goes home; other failures show the error state with a retry.
  useEffect(() => {
    if (error instanceof ApiError) perform(error.outcome);
  }, [error]);

  const saveAbout = useAction(async (text: string) => {
    setAboutError(undefined);
    try {
      const answer = await submitAboutText(text);
      perform({ toast: successToast(answer.message) });
      await refreshProfiles();
      setEditing(null);
    } catch (failure) {
      setAboutError(aboutFieldError(failure));
      throw failure;
    }
  });

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
          setAboutError(undefined);
          setEditing('about');
        }}
        onEditSpecialities={() => setEditing('specialities')}
      />
      {profile?.isOwner ? (
        <Modal open={editing !== null} onOpenChange={(open) => setEditing(open ? editing : null)}>
          <ModalContent size="lg">
            <ModalHeader>
              <ModalTitle>{editing === 'about' ? 'Hakkımda' : 'Uzmanlık Alanlarım'}</ModalTitle>
            </ModalHeader>
            <ModalBody>
              {editing === 'about' ? (
                <AboutTextForm
                  initialText={profile.pending_about_text ?? profile.about_text ?? ''}
                  pending={!!profile.pending_about_text}
                  busy={saveAbout.busy}
                  error={aboutError}
                  onSave={(text) => void saveAbout.run(text)}
                />
              ) : (
                <SpecialitiesSection hideTitle onSaved={() => setEditing(null)} />
              )}
            </ModalBody>
          </ModalContent>
        </Modal>
      ) : null}
    </>
  );
}

/** /avukat-profili/{id}: a new id mounts a fresh page (first comments page, nothing kept). */
export default function LawyerProfilePage() {
  const userId = Number(useParams().id);
  return (
    <>
      <PageTitle name="lawyer-profile" />
      <LawyerProfile key={userId} userId={userId} />
    </>
  );
}
