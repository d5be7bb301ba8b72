export {
  type DefaultAvatarChoice,
  ProfilePhotoForm,
  type ProfilePhotoFormProps,
  profilePhotoFormLabels,
} from './profile-photo-form.tsx';
