import { Button, Divider, Skeleton, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { lazyOnDemand } from '../../../shared/ui/lazy-on-demand.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { useProfile } from '../api/get-profile.ts';
import { ProfileForm } from '../components/ProfileForm.tsx';
import { ProfilePhoto } from '../components/ProfilePhoto.tsx';

// Its dialogs (forms and their validation) load when first opened, not with the screen.
const ChangePasswordModal = lazyOnDemand(() =>
  import('../components/ChangePasswordModal.tsx').then((module) => module.ChangePasswordModal),
);

const initialsOf = (name: string, surname: string, email: string) =>
  `${name.trim().charAt(0)}${surname.trim().charAt(0)}`.toUpperCase() || email.charAt(0).toUpperCase();

/** `/settings/general` (§2 My Profile): photo, profile form and the change-password modal. */
export function MyProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const [changingPassword, setChangingPassword] = useState(false);
  useErrorToast(profile.error, t('profile.errors.fetch'));
  const data = profile.data;

  return (
    <>
      <PageTitle>{t('nav.items.myProfile')}</PageTitle>
      {!data && profile.isError && <LoadFailed message={t('profile.errors.fetch')} onRetry={() => profile.refetch()} />}
      {!data && !profile.isError && (
        <Stack gap="md" aria-busy="true" aria-label={t('profile.loading')}>
          <Skeleton circle height={96} />
          <Skeleton height={36} maw={720} />
          <Skeleton height={36} maw={720} />
        </Stack>
      )}
      {data && (
        <Stack gap="xl">
          <section aria-labelledby="profile-photo-heading">
            <Title order={2} size="h4" mb="sm" id="profile-photo-heading">
              {t('profile.photo.title')}
            </Title>
            <ProfilePhoto
              pictureUrl={data.profileImageUrl}
              initials={initialsOf(data.name, data.surname, data.email)}
            />
          </section>
          <Divider />
          <section aria-labelledby="profile-details-heading">
            <Title order={2} size="h4" mb="sm" id="profile-details-heading">
              {t('profile.form.title')}
            </Title>
            <ProfileForm key={data.userId} profile={data} />
          </section>
          <Divider />
          <section aria-labelledby="profile-password-heading">
            <Title order={2} size="h4" mb="sm" id="profile-password-heading">
              {t('profile.changePassword.title')}
            </Title>
            <Button variant="default" onClick={() => setChangingPassword(true)}>
              {t('profile.changePassword.open')}
            </Button>
          </section>
          {changingPassword && <ChangePasswordModal opened onClose={() => setChangingPassword(false)} />}
        </Stack>
      )}
    </>
  );
}
