import type { ActivityUser } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';

/** The name to show for an activity user: the name, else the e-mail. */
export const activityUserName = (user: ActivityUser) => user.name.trim() || user.email;

/** The name a member is listed under in the member pickers: "Grace Hopper (you)" for the viewer. */
export function useMemberName() {
  const { t } = useTranslation();
  return (user: ActivityUser) =>
    user.isSelf ? t('activity.member.self', { name: activityUserName(user) }) : activityUserName(user);
}
