/** One of the timer's pickers as the header describes it, for its stand-in and for the real picker alike. */
export type TimerPicker = {
  /** The picker's name: its visible label in the narrow screen's popover, its accessible name in the header. */
  label: string;
  /** Shown in the narrow screen's popover, with a visible label and the hint below. */
  stacked: boolean;
  width: number;
  placeholder: string;
  title?: string;
  description?: string;
  nothingFoundMessage: string;
  data: { value: string; label: string }[];
  value: string | null;
  disabled: boolean;
  clearable: boolean;
  onChange: (value: string | null) => void;
};

/** The label of the chosen option, as the picker shows it. */
export const chosenLabel = ({ data, value }: TimerPicker) => data.find((option) => option.value === value)?.label ?? '';
