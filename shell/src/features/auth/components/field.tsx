import type { ReactNode } from 'react';
import styles from './auth.module.css';

export interface FieldProps {
  label: string;
  /** The id of the input the label names. */
  htmlFor: string;
  /** Marks the label with a red asterisk, as antd's Form.Item does (the form checks the value itself). */
  required?: boolean;
  children: ReactNode;
}

/**
 * A labelled input of the log-in card's forms, as antd's vertical Form.Item draws it, without antd's Form: its
 * form engine, Tooltip and grid would be most of /login's scripts and of its static page's inline CSS
 * (docs/adr/0008-static-first-screens.md). The sign-up form, whose fields show their own errors, keeps
 * Form.Item.
 */
export function Field({ label, htmlFor, required, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={htmlFor} className={required ? `${styles.label} ${styles.required}` : styles.label}>
        {label}
      </label>
      {children}
    </div>
  );
}
