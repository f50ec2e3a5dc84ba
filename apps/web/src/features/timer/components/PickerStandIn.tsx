import { ComboboxChevron, InputBase, Loader } from '@mantine/core';
import { chosenLabel, type TimerPicker } from './timer-picker.ts';

type PickerStandInProps = { picker: TimerPicker; loading: boolean; onUse: () => void };

/**
 * What a timer picker looks like before its first use: the same closed combobox (name, placeholder, chosen option,
 * disabled), without the dropdown code a first visit never opens. Focusing or clicking it fetches the real picker,
 * which takes over the focus and opens; meanwhile it shows a loader.
 */
export function PickerStandIn({ picker, loading, onUse }: PickerStandInProps) {
  const { stacked, label } = picker;
  return (
    <InputBase
      size="xs"
      w={stacked ? undefined : picker.width}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      aria-busy={loading}
      label={stacked ? label : undefined}
      aria-label={stacked ? undefined : label}
      placeholder={picker.placeholder}
      title={picker.title}
      description={picker.description}
      value={chosenLabel(picker)}
      disabled={picker.disabled}
      readOnly
      pointer
      onFocus={onUse}
      onClick={onUse}
      rightSection={loading ? <Loader size={12} /> : <ComboboxChevron size="xs" />}
      rightSectionPointerEvents="none"
    />
  );
}
