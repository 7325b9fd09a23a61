import { getRuntimeConfig } from '@partyeasy/shared-domain/backend';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { useNavigate } from '@partyeasy/shared-ui/router';
import { Button, Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';

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
 * The page's first screen (title and introduction). Also drawn at build time, in the page's section, into
 * the shell's `about.html` (`src/prerender.tsx`), which shows it before any script has run.
 */
export function AboutIntro({ productName }: { productName: ReactNode }) {
  return (
    <>
      <Typography.Title level={1}>About {productName}</Typography.Title>
      <Typography.Paragraph style={{ fontSize: 18 }}>
        {productName} is an event-planning marketplace from Dallas TX. Party hosts find and book trusted local
        vendors in one click, and vendors get a simple way to fill their calendar.
      </Typography.Paragraph>
    </>
  );
}

/** The page's section, around its first screen at build time too. */
export function AboutSection({ children }: { children: ReactNode }) {
  return <section style={sectionStyle}>{children}</section>;
}

export function AboutPage() {
  useDocumentTitle('About');
  const { productName } = getRuntimeConfig();
  const navigate = useNavigate();
  return (
    <AboutSection>
      <AboutIntro productName={productName} />
      <Row gutter={[16, 16]} style={{ margin: '32px 0' }}>
        {audiences.map((item) => (
          <Col xs={24} md={8} key={item.title}>
            <Card title={item.title} style={{ height: '100%' }}>
              {item.text}
            </Card>
          </Col>
        ))}
      </Row>
      <Typography.Paragraph>Plan it. Book it. Party easy.</Typography.Paragraph>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <Button type="primary" size="large" onClick={() => navigate('/')}>
          Find Vendors
        </Button>
        <Button size="large" onClick={() => navigate('/vendor-landingpage')}>
          Become a Vendor
        </Button>
      </div>
    </AboutSection>
  );
}
