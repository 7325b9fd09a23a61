import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ReactNode, useEffect } from 'react';
import styles from './printable-sheet.module.css';

export interface PrintableSheetProps {
  /** The sheet's accessible name, e.g. 'Receipt R-3F2A9C1E'. */
  label: string;
  /** Links shown above the sheet on screen only (e.g. back to My bookings). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A page meant to be printed or saved as PDF (receipts, payout statements): the sheet on a white card with
 * a 'Print / Save as PDF' button above it. While it is shown, printing leaves out the site's header, footer
 * and the buttons, and prints the sheet alone without its card frame.
 */
export function PrintableSheet({ label, actions, children }: PrintableSheetProps) {
  useEffect(() => {
    document.documentElement.dataset.printSheet = '';
    return () => {
      delete document.documentElement.dataset.printSheet;
    };
  }, []);
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <div className={styles.actions}>{actions}</div>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          Print / Save as PDF
        </Button>
      </div>
      <article className={styles.sheet} aria-label={label}>
        {children}
      </article>
    </div>
  );
}

/** One label and amount (or value) line of a sheet; `strong` for totals, `indent` for a detail line. */
export function SheetRow({
  label,
  value,
  strong = false,
  indent = false,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
  indent?: boolean;
}) {
  return (
    <div className={`${styles.row} ${strong ? styles.strong : ''} ${indent ? styles.indent : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A titled block of SheetRows. */
export function SheetSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <dl className={styles.rows}>{children}</dl>
    </section>
  );
}
