import { IconSearch } from '@tabler/icons-react';
import { type ComponentType, useLayoutEffect, useRef, useState } from 'react';
import type { SearchAutocompleteProps } from './search-autocomplete.tsx';
import classes from './search-box.module.css';
import { SEARCH_INPUT_PROPS } from './search-input-props.ts';

const loadAutocomplete = () => import('./search-autocomplete.tsx');

type Props = Omit<SearchAutocompleteProps, 'restoreSelection'>;

/**
 * The hero search box. It starts as a plain input; Autocomplete (Combobox, Popover, floating-ui:
 * ~25 KB gzip) loads when someone reaches for the box and then takes its place, keeping the text,
 * the focus and the caret. A visitor who only scrolls the home page never downloads it. Until then
 * the box is a native input (Mantine's TextInput alone would add ~5 KB gzip to the home page).
 */
export function SearchBox(props: Props) {
  const [Autocomplete, setAutocomplete] = useState<ComponentType<SearchAutocompleteProps> | null>(null);
  const [selection, setSelection] = useState<[number, number] | null>(null);
  const plain = useRef<HTMLInputElement>(null);
  const requested = useRef(false);
  // Words typed into the served box before the app took it over: hydration leaves them on screen
  // but not in the app, whose empty value would then search for nothing or wipe them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on taking the served box over.
  useLayoutEffect(() => {
    const typed = plain.current?.value;
    if (typed) props.onChange(typed);
  }, []);

  const upgrade = () => {
    if (requested.current) return;
    requested.current = true;
    loadAutocomplete()
      .then((m) => {
        const el = plain.current;
        if (el && document.activeElement === el) {
          setSelection([el.selectionStart ?? el.value.length, el.selectionEnd ?? el.value.length]);
        }
        setAutocomplete(() => m.SearchAutocomplete);
      })
      .catch(() => {
        // Offline or a stale deploy: the plain box still searches; try again on the next touch.
        requested.current = false;
      });
  };

  if (Autocomplete) return <Autocomplete {...props} restoreSelection={selection} />;
  const { 'aria-label': label, placeholder, autoComplete, enterKeyHint } = SEARCH_INPUT_PROPS;
  return (
    <div className={classes.wrap}>
      <span className={classes.icon}>
        <IconSearch size={20} aria-hidden />
      </span>
      <input
        ref={plain}
        className={classes.input}
        type="text"
        aria-label={label}
        placeholder={placeholder}
        autoComplete={autoComplete}
        enterKeyHint={enterKeyHint}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        onFocus={upgrade}
        onPointerEnter={upgrade}
        onTouchStart={upgrade}
      />
    </div>
  );
}
