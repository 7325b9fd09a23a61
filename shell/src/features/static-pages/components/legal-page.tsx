import { Heading, Paragraph } from '@partyeasy/shared-ui/components/prose';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
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
      <Heading level={1}>{title}</Heading>
      {meta.map((line) => (
        <Paragraph key={line} secondary style={{ marginBottom: 4 }}>
          {line}
        </Paragraph>
      ))}
      <Paragraph style={{ marginTop: 16 }}>{intro}</Paragraph>
      {sections.map((section, index) => (
        <section key={section.title}>
          <Heading level={2} style={{ fontSize: 20 }}>
            {index + 1}. {section.title}
          </Heading>
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
