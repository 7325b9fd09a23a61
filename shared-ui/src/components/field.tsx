import type { ReactNode } from 'react';
import styles from './field.module.css';

export interface FieldProps {
  label: string;
  /** The id of the input the label names. */
  htmlFor: string;
  /** Marks the label with a red asterisk, as antd's Form.Item does (the form checks the value itself). */
  required?: boolean;
  children: ReactNode;
}

/**
 * A labelled input drawn as antd's vertical Form.Item draws it, for the forms of pages whose first visit must
 * not load antd's Form engine and grid (the log-in card: docs/adr/0008-static-first-screens.md and the
 * first-visit test). Every other form uses antd's Form and Form.Item.
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
