import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

const searchDelayMs = 300;

/**
 * A search box's text, written (debounced, trimmed) through `onSearch` as the person types; `reset` empties the box
 * when the search is cleared some other way.
 */
export function useSearchText(initial: string, onSearch: (search: string) => void) {
  const [text, setText] = useState(initial);
  const [debounced] = useDebouncedValue(text.trim(), searchDelayMs);
  const written = useRef(debounced);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  useEffect(() => {
    // Only a change of the typed text writes; the address changing otherwise (clear filters) must not undo itself.
    if (debounced === written.current) return;
    written.current = debounced;
    onSearchRef.current(debounced);
  }, [debounced]);
  return { text, setText, reset: () => setText('') };
}
