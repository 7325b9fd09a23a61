import { getRuntimeConfig } from '@partyeasy/shared-domain/backend';
import { Heading, Panel, Paragraph } from '@partyeasy/shared-ui/components/prose';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { useNavigate } from '@partyeasy/shared-ui/router';
import { Button } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import styles from './about-page.module.css';

const audiences = [
  {
    title: 'For hosts',
    text: 'Browse approved DJs, photographers, bartenders, caterers, venues and more. Compare packages with transparent prices, pick an available date and time, and pay securely by card.',
  },
  {
    title: 'For vendors',
    text: 'Joining is free. Build your listing in seven guided steps, set your availability, and receive bookings. We keep a 5% processing fee and you are paid after the event.',
  },
  {
    title: 'Our promise',
    text: 'Every listing is reviewed by our team before it goes live, and every booking is confirmed against the vendor’s real availability, so nobody is double booked.',
  },
];

const sectionStyle = { maxWidth: 1000, margin: '0 auto', padding: '48px 16px' } as const;

/**
 * A link drawn as a large button: a real link, so that it works in the page's static copy before the app runs,
 * and followed inside the app (no page load) once it does; a click with a modifier key or another button is
 * left to the browser (a new tab…).
 */
function ButtonLink({ to, primary, children }: { to: string; primary?: boolean; children: string }) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Button type={primary ? 'primary' : 'default'} size="large" href={to} onClick={follow}>
      {children}
    </Button>
  );
}

/**
 * The whole page. Also drawn at build time into the shell's `about.html` (`src/prerender.tsx`), which shows it
 * with the antd styles of all its components before any script has run: antd then writes none of them in
 * the browser. The product name is given: a slot at build time, the runtime configuration's in the app.
 */
export function AboutContent({ productName }: { productName: ReactNode }) {
  return (
    <section style={sectionStyle}>
      <Heading level={1}>About {productName}</Heading>
      <Paragraph style={{ fontSize: 18 }}>
        {productName} is an event-planning marketplace from Dallas TX. Party hosts find and book trusted local
        vendors in one click, and vendors get a simple way to fill their calendar.
      </Paragraph>
      <div className={styles.audiences}>
        {audiences.map((item) => (
          <Panel key={item.title} title={item.title} headingLevel={2} fill>
            {item.text}
          </Panel>
        ))}
      </div>
      <Paragraph>Plan it. Book it. Party easy.</Paragraph>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <ButtonLink to="/" primary>
          Find Vendors
        </ButtonLink>
        <ButtonLink to="/vendor-landingpage">Become a Vendor</ButtonLink>
      </div>
    </section>
  );
}

export function AboutPage() {
  useDocumentTitle('About');
  const { productName } = getRuntimeConfig();
  return <AboutContent productName={productName} />;
}
