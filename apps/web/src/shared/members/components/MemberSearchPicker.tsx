import type { MemberInTenant } from '@worktrail/contract';
import type { ReactNode } from 'react';
import { ClosedField, useStandIn } from '../../forms/on-demand-fields.tsx';
import { onDemandModule } from '../../ui/lazy-on-demand.tsx';

// The dropdown (Mantine's combobox, popover positioning and scroll area) loads when the field is first used.
const useMemberSearchCombobox = onDemandModule(() => import('./MemberSearchCombobox.tsx'));

export type MemberSearchPickerProps = {
  label: string;
  placeholder?: string | undefined;
  /** A hint under the label. */
  description?: ReactNode;
  /** Called with the member chosen. */
  onChoose: (member: MemberInTenant) => void;
  /** Members not offered: those already chosen. */
  exclude?: readonly string[] | undefined;
  /**
   * The chosen member of a single choice, shown in the field (null: none yet). Without it the picker adds to a list:
   * the field empties after each choice and stays open for the next.
   */
  value?: { id: string; name: string } | null | undefined;
  /** With `value`: a button that takes the choice back. */
  onClear?: (() => void) | undefined;
  /** Only the members others can be assigned to (managers and owners by default). */
  managersOnly?: boolean | undefined;
  error?: ReactNode;
};

/**
 * Chooses an active member of the caller's data scope (GetMemberInTenant): the server finds them by name or e-mail,
 * 50 at a time, saying when more match; the chosen ones are not offered again. Nothing is asked of the server, and
 * no dropdown code is loaded, until the field is first used: it is drawn closed until then, and the open picker
 * takes over the focus.
 */
export function MemberSearchPicker(props: MemberSearchPickerProps) {
  const combobox = useMemberSearchCombobox();
  const standIn = useStandIn(combobox.demand);
  if (combobox.module && standIn.ready)
    return <combobox.module.MemberSearchCombobox {...props} autoFocus={standIn.focus} />;
  return (
    <ClosedField
      look={{ label: props.label, description: props.description, placeholder: props.placeholder, error: props.error }}
      value={props.value?.name ?? ''}
      loading={combobox.loading}
      handlers={standIn.handlers}
    />
  );
}
