import { ComboboxChevron, InputBase, Loader } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemandModule } from '../../ui/lazy-on-demand.tsx';
import { useMemberName } from '../activity-user-name.ts';
import { useActivityMember } from '../api/activity-api.ts';
import { MemberLoadFailed, type MemberPickerProps, memberFieldLook } from './MemberField.tsx';

// The dropdown (Mantine's combobox, popover positioning and scroll area) loads when the field is first used.
const useMemberCombobox = onDemandModule(() => import('./MemberCombobox.tsx'));

/**
 * Chooses whose time to look at among the members of the caller's data scope (GetActivityUsers): the server finds
 * them by name or e-mail one page at a time, each with online status (dot and word) and time zone; the chosen one
 * shows even when not on the page. Someone who sees only themself gets the same field, read-only.
 *
 * Until it is first used it is drawn closed, without its dropdown's code; focusing or clicking it fetches that, and
 * the open picker takes over the focus.
 */
export function MemberPicker(props: MemberPickerProps) {
  const { t } = useTranslation();
  const nameOf = useMemberName();
  const scope = useActivityMember(props.value);
  const combobox = useMemberCombobox();
  const [focused, setFocused] = useState(false);
  const label = props.label ?? t('activity.member.label');
  if (combobox.module) return <combobox.module.MemberCombobox {...props} autoFocus={focused} />;
  if (scope.error) return <MemberLoadFailed label={label} scope={scope} />;

  const chosen = props.value ? scope.member : undefined;
  const onlyMe = scope.self !== undefined && !scope.seesOthers;
  const use = (focus: boolean) => {
    if (focus) setFocused(true);
    // A failed fetch leaves the closed field in place; its next use tries again.
    combobox.demand().catch(() => undefined);
  };
  return (
    <InputBase
      label={label}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      aria-busy={combobox.loading}
      value={chosen ? nameOf(chosen) : ''}
      readOnly
      pointer={!onlyMe}
      disabled={scope.isPending}
      placeholder={scope.isPending ? t('activity.member.loading') : t('activity.member.placeholder')}
      onPointerDown={() => !onlyMe && use(true)}
      onFocus={() => !onlyMe && use(true)}
      onBlur={() => setFocused(false)}
      rightSection={combobox.loading ? <Loader size={12} /> : <ComboboxChevron />}
      rightSectionPointerEvents="none"
      {...memberFieldLook(chosen)}
    />
  );
}
