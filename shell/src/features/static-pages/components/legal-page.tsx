import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { Typography } from 'antd';
import type { ReactNode } from 'react';

export interface LegalSection {
  title: string;
  items: ReactNode[];
}

export interface LegalPageProps {
  title: string;
  /** Effective and last-updated dates, version and the like, shown under the title. */
  meta: string[];
  intro: ReactNode;
  sections: LegalSection[];
}

/** The layout of Terms of Service and Privacy Policy: dated header, numbered sections of points. */
export function LegalPage({ title, meta, intro, sections }: LegalPageProps) {
  useDocumentTitle(title);
  return (
    <article style={{ maxWidth: 880, margin: '0 auto', padding: '48px 16px' }}>
      <Typography.Title level={1}>{title}</Typography.Title>
      {meta.map((line) => (
        <Typography.Paragraph key={line} type="secondary" style={{ marginBottom: 4 }}>
          {line}
        </Typography.Paragraph>
      ))}
      <Typography.Paragraph style={{ marginTop: 16 }}>{intro}</Typography.Paragraph>
      {sections.map((section, index) => (
        <section key={section.title}>
          <Typography.Title level={2} style={{ fontSize: 20 }}>
            {index + 1}. {section.title}
          </Typography.Title>
          <ul>
            {section.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static text in a fixed order
              <li key={itemIndex} style={{ marginBottom: 6 }}>
                {item}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
