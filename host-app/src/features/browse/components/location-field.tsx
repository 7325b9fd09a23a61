import { brandColors } from '@partyeasy/shared-ui/theme';
import { type CSSProperties, lazy, Suspense, startTransition, useState } from 'react';
import type { CitySelectProps } from './city-select';
import styles from './location-field.module.css';

const loadCitySelect = () => import('./city-select');
const CitySelect = lazy(loadCitySelect);

const themeColors = {
  '--border': brandColors.border,
  '--border-active': brandColors.primaryHover,
  '--surface': brandColors.surface,
} as CSSProperties;

/**
 * The location filter. antd's Select (with its trigger, virtual list and overflow code, a large part of a
 * first visit's JavaScript) loads when the visitor points at, focuses or presses the field, not on every first visit; until then a
 * read-only box of the same look shows the chosen city or 'All locations'.
 */
export function LocationField(props: Omit<CitySelectProps, 'entry' | 'takeFocus'>) {
  const [entry, setEntry] = useState<CitySelectProps['entry']>();
  // A transition keeps the stand-in on screen, focused, until the dropdown's code is there; the dropdown takes
  // the focus only if the stand-in still has it (a keyboard user may have tabbed on meanwhile).
  const enter = (next: 'focus' | 'press') =>
    startTransition(() => setEntry((now) => (now === 'press' ? now : next)));

  const standIn = (
    <div className={styles.field} style={themeColors}>
      <input
        id={props.id}
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        readOnly
        className={styles.input}
        placeholder="All locations"
        value={props.value ?? ''}
        // Pointing at the field fetches the dropdown's code; pressing or focusing it puts the dropdown in its
        // place, focused (and open after a press).
        // (A fetch that fails here is tried again when the dropdown is rendered.)
        onPointerEnter={() => loadCitySelect().catch(() => {})}
        onPointerDown={() => enter('press')}
        onFocus={() => enter('focus')}
      />
      {/* antd's DownOutlined, as the Select shows it. */}
      <svg
        className={styles.arrow}
        viewBox="64 64 896 896"
        width="1em"
        height="1em"
        fill="currentColor"
        aria-hidden="true"
      >
        <path d="M884 256h-75c-5.1 0-9.9 2.5-12.9 6.6L512 654.2 227.9 262.6c-3-4.1-7.8-6.6-12.9-6.6h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z" />
      </svg>
    </div>
  );
  return (
    <Suspense fallback={standIn}>
      {entry ? (
        <CitySelect {...props} entry={entry} takeFocus={() => document.activeElement?.id === props.id} />
      ) : (
        standIn
      )}
    </Suspense>
  );
}
