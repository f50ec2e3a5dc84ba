import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClosedMultiField, useStandIn } from '../../forms/on-demand-fields.tsx';
import { onDemandModule } from '../../ui/lazy-on-demand.tsx';
import { useMemberName } from '../activity-user-name.ts';
import { useActivityMembers } from '../api/activity-api.ts';

// The dropdown (Mantine's combobox, pills, popover positioning and scroll area) loads when the field is first used.
const useMemberMultiCombobox = onDemandModule(() => import('./MemberMultiCombobox.tsx'));

export type MemberMultiPickerProps = {
  label: string;
  /** The chosen member ids, in the order chosen; none may mean everyone (say so with `placeholder`). */
  value: string[];
  onChange: (userIds: string[]) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string | undefined;
  /** A refusal of the chosen ids, already translated. */
  error?: ReactNode;
};

/**
 * Chooses several members of the caller's data scope (GetActivityUsers), a report's member filter: the server finds
 * them by name or e-mail one page at a time, and the chosen ones show by name even when not on that page (asked for
 * by id). The whole list is never asked for.
 *
 * Until it is first used it is drawn closed, with the chosen names, without its dropdown's code; focusing or pressing
 * it fetches that, and the open picker takes over the focus.
 */
export function MemberMultiPicker(props: MemberMultiPickerProps) {
  const { t } = useTranslation();
  const nameOf = useMemberName();
  const chosen = useActivityMembers(props.value);
  const combobox = useMemberMultiCombobox();
  const standIn = useStandIn(combobox.demand);
  if (combobox.module && standIn.ready)
    return <combobox.module.MemberMultiCombobox {...props} autoFocus={standIn.focus} />;
  return (
    <ClosedMultiField
      look={{
        label: props.label,
        error: props.error ?? (chosen.isError ? t('activity.member.loadFailed') : undefined),
        disabled: chosen.isPending,
      }}
      labels={chosen.members.map((member) => ({ key: member.userId, label: nameOf(member) }))}
      placeholder={chosen.isPending ? t('activity.member.loading') : props.placeholder}
      loading={combobox.loading}
      handlers={standIn.handlers}
    />
  );
}
