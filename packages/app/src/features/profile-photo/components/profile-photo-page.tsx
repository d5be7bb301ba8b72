import { DEFAULT_AVATARS } from '@meslektas/domain';
import { ProfilePhotoForm } from '@meslektas/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useConstants } from '../../../api/get-constants.ts';
import { useProfile, useRefreshProfiles } from '../../../api/get-profile.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { RouteFallback } from '../../../components/route-fallback.tsx';
import { useAction } from '../../../hooks/use-action.ts';
import { currentUserKey, useCurrentUser } from '../../../hooks/use-current-user.ts';
import { textLines } from '../../../lib/given-texts.ts';
import { chooseDefaultAvatar, uploadAvatar } from '../api/avatar.ts';

/** The default pictures are files of the app; their paths are also what the server stores. */
const defaultAvatars = DEFAULT_AVATARS.map((a) => ({ ...a, src: a.path }));

/**
 * /profil-degistir: the photo or the one awaiting approval, a new upload, or a default picture.
 * Others keep seeing the approved photo until an operator approves the new one.
 */
export default function ProfilePhotoPage() {
  const { data: user } = useCurrentUser();
  const { data: profile } = useProfile(user?.id);
  const { data: constants } = useConstants();
  // The tips are the constant profilresmi, one per line.
  const tips = textLines(constants?.profilresmi);
  const refreshProfiles = useRefreshProfiles();
  const { mutate } = useSWRConfig();
  const [defaultsOpen, setDefaultsOpen] = useState(false);

  const refresh = async () => {
    await Promise.all([refreshProfiles(), mutate(currentUserKey)]);
  };
  const upload = useAction(
    async (file: File) => {
      const answer = await uploadAvatar(file);
      await refresh();
      return answer;
    },
    { toast: true },
  );
  const chooseDefault = useAction(
    async (choice: { gender: 1 | 2; variant: number }) => {
      const answer = await chooseDefaultAvatar(choice);
      setDefaultsOpen(false);
      await refresh();
      return answer;
    },
    { toast: true },
  );

  if (!user || !profile) return <RouteFallback />;
  return (
    <>
      <DocumentTitle name="change-avatar" />
      <ProfilePhotoForm
        name={profile.name}
        avatar={profile.avatar}
        pendingAvatar={profile.pending_avatar}
        defaultAvatars={defaultAvatars}
        busy={upload.busy ? 'upload' : chooseDefault.busy ? 'default' : false}
        error={upload.errors.avatar}
        defaultsOpen={defaultsOpen}
        onDefaultsOpenChange={setDefaultsOpen}
        onUpload={(file) => void upload.run(file)}
        onChooseDefault={(choice) => void chooseDefault.run(choice)}
        {...(tips.length > 0 ? { labels: { tips } } : {})}
      />
    </>
  );
}
