import type { HTMLAttributes, ReactNode } from 'react';
import styles from './prose.module.css';

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** `<h1>` to `<h3>`, at antd's sizes for those levels (40, 32 and 26 px). */
  level?: 1 | 2 | 3;
}

/** A page or section heading, as antd's `Typography.Title` draws it. */
export function Heading({ level = 1, className, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag className={classes(styles.heading, styles[`h${level}`], className)} {...rest} />;
}

export interface ParagraphProps extends HTMLAttributes<HTMLParagraphElement> {
  /** The theme's secondary text colour (dates, notes). */
  secondary?: boolean;
}

/** A paragraph, as antd's `Typography.Paragraph` draws it (1em below). */
export function Paragraph({ secondary, className, ...rest }: ParagraphProps) {
  return <p className={classes(styles.paragraph, secondary && styles.secondary, className)} {...rest} />;
}

export interface PanelProps {
  /** The title bar's text, a heading of `headingLevel`; no title bar without it. */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Takes the whole height of its grid cell, so that a row of panels lines up. */
  fill?: boolean;
  className?: string;
  children: ReactNode;
}

/** A white card with an optional title bar, as antd's `Card` draws it. */
export function Panel({ title, headingLevel = 3, fill, className, children }: PanelProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <div className={classes(styles.panel, fill && styles.fill, className)}>
      {title != null && (
        <div className={styles.panelHead}>
          <Title className={styles.panelTitle}>{title}</Title>
        </div>
      )}
      <div className={styles.panelBody}>{children}</div>
    </div>
  );
}
