import {
  ComboboxChevron,
  type ComboboxData,
  Input,
  InputBase,
  type InputBaseProps,
  Loader,
  type MultiSelectProps,
  type SelectProps,
} from '@mantine/core';
import type { DateInputProps } from '@mantine/dates';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { formatDateText, parseDateText } from '../activity/time/date-text.ts';
import { useDisplayPreferences } from '../i18n/display-preferences.ts';
import { onDemandModule } from '../ui/lazy-on-demand.tsx';
import { acceptedDateBounds } from './date-bounds.ts';

/**
 * Selects and date fields a screen shows from the start, without the dropdown code (Mantine's combobox, popover
 * positioning and calendar, about 30 KB) until one is used (ARCHITECTURE §7). Until then a stand-in draws the same
 * closed field: label, value, placeholder, error, disabled. Focusing or pressing it fetches the real field, which
 * takes over the focus and, when pressed, opens. The press itself decides (not the click after it): the real field
 * may already be in place of the stand-in when the button comes up.
 */
const useSelectKit = onDemandModule(() => import('./select-kit.ts'));
const useDateKit = onDemandModule(() => import('./PreferredDateInput.tsx'));

/** How the stand-in was used: not (or left), focused, or asked to open (a press, Enter, Space, Arrow Down). */
type Use = 'none' | 'focus' | 'open';
const weight: Record<Use, number> = { none: 0, focus: 1, open: 2 };
const opensOn = new Set(['Enter', ' ', 'ArrowDown']);

export function useStandIn(demand: () => Promise<unknown>) {
  const [use, setUse] = useState<Use>('none');
  // Between the press and its click the stand-in stays: the real field put in its place would take the click as
  // its own and close the dropdown it was told to open.
  const [pressing, setPressing] = useState(false);
  const note = (next: Use) => {
    setUse((current) => (weight[next] > weight[current] ? next : current));
    // A failed fetch leaves the stand-in in place; its next use tries again.
    demand().catch(() => undefined);
  };
  const handlers = {
    onFocus: () => note('focus'),
    onPointerDown: () => {
      setPressing(true);
      note('open');
    },
    onClick: () => {
      setPressing(false);
      note('open');
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (opensOn.has(event.key)) note('open');
    },
    // Left before the real field came: it must not take the focus back.
    onBlur: () => {
      setPressing(false);
      setUse('none');
    },
  };
  return { ready: !pressing, focus: use !== 'none', open: use === 'open', handlers };
}

/** The props a closed field draws with, shared by every stand-in. */
export type Look = Pick<
  InputBaseProps,
  | 'label'
  | 'description'
  | 'error'
  | 'required'
  | 'withAsterisk'
  | 'disabled'
  | 'size'
  | 'radius'
  | 'variant'
  | 'leftSection'
  | 'w'
  | 'miw'
  | 'maw'
  | 'flex'
  | 'className'
  | 'style'
> & { 'aria-label'?: string | undefined; placeholder?: string | undefined };

function lookOf<Props extends Look>(props: Props): Look {
  const { label, description, error, required, withAsterisk, disabled, size, radius, variant, leftSection } = props;
  const { w, miw, maw, flex, className, style, placeholder } = props;
  return {
    label,
    description,
    error,
    required,
    withAsterisk,
    disabled,
    size,
    radius,
    variant,
    leftSection,
    w,
    miw,
    maw,
    flex,
    className,
    style,
    placeholder,
    'aria-label': props['aria-label'],
  };
}

const chevron = (loading: boolean, size: Look['size']) =>
  loading ? <Loader size={12} /> : <ComboboxChevron size={typeof size === 'string' ? size : undefined} />;

/** The label of each chosen value, from Mantine's data forms: strings, `{ value, label }` and groups of either. */
function labelsOf(data: ComboboxData | undefined, values: readonly string[]) {
  const labels = new Map<string, string>();
  const add = (item: unknown) => {
    if (typeof item === 'string') labels.set(item, item);
    else if (item && typeof item === 'object' && 'items' in item && Array.isArray(item.items)) item.items.forEach(add);
    else if (item && typeof item === 'object' && 'value' in item && typeof item.value === 'string')
      labels.set(item.value, 'label' in item && typeof item.label === 'string' ? item.label : item.value);
  };
  (Array.isArray(data) ? data : []).forEach(add);
  return values.flatMap((value) => {
    const label = labels.get(value);
    return label === undefined ? [] : [{ key: value, label }];
  });
}

/** A select shown from the start; its dropdown loads on first use. Same props as Mantine's Select. */
export function OnDemandSelect(props: SelectProps) {
  const kit = useSelectKit();
  const standIn = useStandIn(kit.demand);
  if (kit.module && standIn.ready)
    return <kit.module.Select {...props} autoFocus={standIn.focus} defaultDropdownOpened={standIn.open || undefined} />;
  const [chosen] = labelsOf(props.data, props.value ? [props.value] : []);
  return (
    <ClosedField look={lookOf(props)} value={chosen?.label ?? ''} loading={kit.loading} handlers={standIn.handlers} />
  );
}

/**
 * A select drawn closed (the stand-in of OnDemandSelect and of the member search picker): the chosen value's label,
 * else the placeholder, in a read-only field that fetches the real one through `handlers`.
 */
export function ClosedField({
  look,
  value,
  loading,
  handlers,
}: {
  look: Look;
  value: string;
  loading: boolean;
  handlers: ReturnType<typeof useStandIn>['handlers'];
}) {
  return (
    <InputBase
      {...look}
      {...handlers}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      aria-busy={loading}
      value={value}
      readOnly
      pointer
      rightSection={chevron(loading, look.size)}
      rightSectionPointerEvents="none"
    />
  );
}

/** A multi-select shown from the start; its dropdown loads on first use. Same props as Mantine's MultiSelect. */
export function OnDemandMultiSelect(props: MultiSelectProps) {
  const kit = useSelectKit();
  const standIn = useStandIn(kit.demand);
  if (kit.module && standIn.ready)
    return (
      <kit.module.MultiSelect {...props} autoFocus={standIn.focus} defaultDropdownOpened={standIn.open || undefined} />
    );
  return (
    <ClosedMultiField
      look={lookOf(props)}
      labels={labelsOf(props.data, props.value ?? [])}
      placeholder={props.placeholder}
      loading={kit.loading}
      handlers={standIn.handlers}
    />
  );
}

/**
 * A multi-select drawn closed (the stand-in of OnDemandMultiSelect and of the member filter): the chosen labels
 * separated by commas, else the placeholder, on a button that fetches the real field through `handlers`.
 */
export function ClosedMultiField({
  look,
  labels,
  placeholder,
  loading,
  handlers,
}: {
  look: Look;
  /** The chosen values' labels, each with its value as a key. */
  labels: Array<{ key: string; label: string }>;
  placeholder: ReactNode;
  loading: boolean;
  handlers: ReturnType<typeof useStandIn>['handlers'];
}) {
  const shown: ReactNode =
    labels.length > 0 ? (
      labels.map(({ key, label }, index) => (
        <span key={key}>
          {index > 0 && ', '}
          <span>{label}</span>
        </span>
      ))
    ) : (
      <Input.Placeholder>{placeholder}</Input.Placeholder>
    );
  return (
    <InputBase
      {...look}
      {...handlers}
      component="button"
      type="button"
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      aria-busy={loading}
      multiline
      pointer
      rightSection={chevron(loading, look.size)}
      rightSectionPointerEvents="none"
    >
      {shown}
    </InputBase>
  );
}

/**
 * A date field in the person's chosen pattern (PreferredDateInput) shown from the start; its calendar loads on first
 * use. The stand-in takes typing like the real field (a whole date within the bounds is taken at once), and keeps
 * what is typed until it is left, so nothing typed is lost when the calendar's code arrives.
 */
export function OnDemandDateInput(props: DateInputProps) {
  const kit = useDateKit();
  const standIn = useStandIn(kit.demand);
  const preferences = useDisplayPreferences();
  const { value, onChange, minDate = acceptedDateBounds.minDate, maxDate = acceptedDateBounds.maxDate } = props;
  const shownValue = typeof value === 'string' && value ? formatDateText(value, preferences.dateFormat) : '';
  const [text, setText] = useState<string | null>(null);
  // What is being typed stays in the stand-in until the field is left: the real field could not take it over.
  if (kit.module && standIn.ready && text === null)
    return <kit.module.PreferredDateInput {...props} autoFocus={standIn.focus} />;

  const type = (typed: string) => {
    setText(typed);
    const date = parseDateText(typed, preferences.dateFormat);
    if (date && date >= String(minDate) && date <= String(maxDate)) onChange?.(date);
    else if (typed === '' && props.clearable) onChange?.(null);
  };
  return (
    <InputBase
      {...lookOf(props)}
      {...standIn.handlers}
      aria-busy={kit.loading}
      value={text ?? shownValue}
      onChange={(event) => type(event.currentTarget.value)}
      onBlur={() => {
        standIn.handlers.onBlur();
        setText(null);
      }}
      rightSection={kit.loading ? <Loader size={12} /> : undefined}
    />
  );
}
