import { useId } from 'react';
import styles from './reviews.module.css';

export interface RatingInputProps {
  value: number | null;
  onChange: (value: number) => void;
  /** The group's visible name. */
  label?: string;
  /** An error under the stars (also announced: the group is described by it). */
  error?: string;
  disabled?: boolean;
}

const STAR_NAMES = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'];

/**
 * 1 to 5 stars to choose from: a group of native radio buttons drawn as stars, so arrow keys, Tab and
 * screen readers work as with any radio group ('4 stars, radio button, 4 of 5').
 */
export function RatingInput({ value, onChange, label = 'Your rating', error, disabled }: RatingInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const shown = value ?? 0;
  return (
    <fieldset className={styles.input} aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend>{label}</legend>
      <div className={styles.choices}>
        {[1, 2, 3, 4, 5].map((n) => (
          // The transparent radio lies over its star: a click, a tap or a test's check lands on the radio itself.
          <span key={n} className={styles.star} title={STAR_NAMES[n - 1]}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={STAR_NAMES[n - 1]}
            />
            <span aria-hidden="true" data-on={n <= shown ? '' : undefined}>
              ★
            </span>
          </span>
        ))}
      </div>
      {error ? (
        <div id={errorId} role="alert" style={{ color: '#b91c1c', marginTop: 4 }}>
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
