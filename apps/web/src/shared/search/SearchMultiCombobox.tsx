import { Combobox, Pill, PillsInput, useCombobox } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { type SearchList, SearchListDropdown, searchFieldHandlers } from './search-list.tsx';

/** A chosen value as its pill shows it. */
export type ChosenPill = { value: string; label: string };

export type SearchMultiComboboxProps<Item> = {
  label: string;
  /** Shown while nothing is chosen. */
  placeholder?: string | undefined;
  error?: ReactNode;
  autoFocus?: boolean | undefined;
  /** The chosen values, in the order chosen: what a change keeps (some may have no pill yet). */
  value: readonly string[];
  onChange: (values: string[]) => void;
  /** The chosen values known by name, in the order chosen: a pill each. */
  pills: readonly ChosenPill[];
  /** What a pill's remove button is called, given its name. */
  removeLabel: (name: string) => string;
  /** What is typed and the server's page for it (useSearchList). */
  search: SearchList<Item>;
  optionValue: (item: Item) => string;
  renderOption: (item: Item) => ReactNode;
  /** Called with the item chosen, before `onChange`: its pill can then be named at once. */
  onChoose?: ((item: Item) => void) | undefined;
  /** Called when the list first opens, and each time after. */
  onDropdownOpen?: (() => void) | undefined;
};

/**
 * Chooses several of a list the server searches one page at a time (the report's members, the member editor's
 * projects). The chosen ones are pills, each with a named remove button reachable by Tab; Backspace in the empty
 * search removes the last one. The list shows the server's first page for what is typed, without the chosen ones,
 * and stays open for the next choice.
 */
export function SearchMultiCombobox<Item>(props: SearchMultiComboboxProps<Item>) {
  const { label, placeholder, error, autoFocus, value, onChange, pills: chosen, removeLabel, search } = props;
  const { optionValue, renderOption, onChoose, onDropdownOpen } = props;
  const { typed, setTyped, items } = search;
  const id = useId();
  const combobox = useCombobox({ onDropdownOpen, onDropdownClose: () => combobox.resetSelectedOption() });
  const field = useRef<HTMLInputElement>(null);
  const pills = useRef<HTMLDivElement>(null);
  // After a remove button took a pill away from under the focus: the position of the pill to focus instead.
  const [refocus, setRefocus] = useState<number | null>(null);

  useEffect(() => {
    if (refocus === null) return;
    // The pills' remove buttons are the only buttons among them.
    const buttons = pills.current?.querySelectorAll('button') ?? [];
    (buttons[refocus] ?? field.current)?.focus();
    setRefocus(null);
  }, [refocus]);

  const options = items.filter((item) => !value.includes(optionValue(item)));
  const open = () => combobox.openDropdown();

  const choose = (chosenValue: string) => {
    const item = items.find((candidate) => optionValue(candidate) === chosenValue);
    if (item) onChoose?.(item);
    onChange([...value.filter((other) => other !== chosenValue), chosenValue]);
    setTyped(null);
    combobox.resetSelectedOption();
  };

  const remove = (removed: string, position: number) => {
    // Removed with its own button (the keyboard's way): the focus goes to the next pill, else to the search.
    const active = document.activeElement;
    if (active !== field.current && pills.current?.contains(active)) setRefocus(position);
    onChange(value.filter((other) => other !== removed));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = chosen.at(-1);
    if (event.key === 'Backspace' && !event.currentTarget.value && last) {
      event.preventDefault();
      remove(last.value, chosen.length - 1);
    }
  };

  const clear =
    chosen.length > 0 ? (
      <Combobox.ClearButton
        onClear={() => {
          onChange([]);
          setTyped(null);
        }}
      />
    ) : (
      <Combobox.Chevron />
    );

  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <Combobox.DropdownTarget>
        <PillsInput
          id={id}
          label={label}
          labelProps={{ id: `${id}-label` }}
          error={error}
          onClick={open}
          rightSection={clear}
          rightSectionPointerEvents={chosen.length > 0 ? 'all' : 'none'}
        >
          <Pill.Group ref={pills}>
            {chosen.map((pill, position) => (
              <Pill
                key={pill.value}
                withRemoveButton
                onRemove={() => remove(pill.value, position)}
                // Mantine hides the remove button from keyboards and screen readers (Backspace removes the last
                // pill); each should be removable on its own, so it is a named, focusable button.
                removeButtonProps={{ 'aria-label': removeLabel(pill.label), 'aria-hidden': false, tabIndex: 0 }}
              >
                <bdi>{pill.label}</bdi>
              </Pill>
            ))}
            <Combobox.EventsTarget withExpandedAttribute>
              <PillsInput.Field
                ref={field}
                id={id}
                value={typed ?? ''}
                placeholder={chosen.length > 0 ? undefined : placeholder}
                autoFocus={autoFocus}
                {...searchFieldHandlers({ setTyped, combobox, open })}
                onKeyDown={onKeyDown}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <SearchListDropdown labelledBy={`${id}-label`} count={options.length} list={search}>
        {options.map((item) => (
          <Combobox.Option key={optionValue(item)} value={optionValue(item)}>
            {renderOption(item)}
          </Combobox.Option>
        ))}
      </SearchListDropdown>
    </Combobox>
  );
}
