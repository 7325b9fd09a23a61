import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { Button, Card, Col, Collapse, Row, Statistic, Typography } from 'antd';
import { TestimonialCarousel } from '../components/testimonial-carousel';
import { BENEFITS, EXAMPLE_BOOKINGS, FAQ, STATS, STEPS, VENDOR_START_PATH } from '../model/content';

function StartLink({ children }: { children: string }) {
  return (
    <Button type="primary" size="large" href={VENDOR_START_PATH} target="_blank" rel="noopener">
      {children}
    </Button>
  );
}

const section = { maxWidth: 1100, margin: '0 auto', padding: '40px 16px' } as const;

/**
 * The page's first screen: also drawn at build time into the shell's `vendor-landingpage.html`
 * (`src/prerender.tsx`), which shows it before any script has run.
 */
export function LandingHero() {
  return (
    <section aria-labelledby="landing-hero" style={{ ...section, textAlign: 'center' }}>
      <Typography.Title id="landing-hero">Grow your event business</Typography.Title>
      <Typography.Paragraph style={{ fontSize: 18 }}>
        Get booked by hosts planning parties, weddings and events. Free to join, a 5% fee per booking, and
        payout after the event.
      </Typography.Paragraph>
      <StartLink>Join as a Vendor</StartLink>
    </section>
  );
}

/** /vendor-landingpage: the marketing page for vendors. Free to join, 5% fee, payout after the event. */
export function VendorLandingPage() {
  useDocumentTitle('Become a vendor');
  return (
    <main>
      <LandingHero />

      <section aria-labelledby="landing-stats" style={section}>
        <Typography.Title level={2} id="landing-stats">
          PartyEasy in numbers
        </Typography.Title>
        <Row gutter={[16, 16]}>
          {STATS.map((stat) => (
            <Col xs={12} md={6} key={stat.label}>
              <Card>
                <Statistic title={stat.label} value={stat.value} />
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <section aria-labelledby="landing-how" style={section}>
        <Typography.Title level={2} id="landing-how">
          How it works
        </Typography.Title>
        {/* The list itself is the grid: antd's Row/Col would put <div>s between <ol> and <li>. */}
        <ol
          style={{
            listStyle: 'none',
            padding: 0,
            margin: 0,
            display: 'grid',
            gap: 16,
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
          }}
        >
          {STEPS.map((step, i) => (
            <li key={step.title}>
              <Card title={`Step ${i + 1}: ${step.title}`} style={{ height: '100%' }}>
                {step.text}
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="landing-examples" style={section}>
        <Typography.Title level={2} id="landing-examples">
          Example bookings
        </Typography.Title>
        <Row gutter={[16, 16]}>
          {EXAMPLE_BOOKINGS.map((booking) => (
            <Col xs={24} md={8} key={booking.event}>
              <Card title={`${booking.service} · ${booking.event}`}>
                <Typography.Paragraph>{booking.detail}</Typography.Paragraph>
                <Typography.Text strong>{booking.total}</Typography.Text>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <section aria-labelledby="landing-benefits" style={section}>
        <Typography.Title level={2} id="landing-benefits">
          Why vendors choose PartyEasy
        </Typography.Title>
        <Row gutter={[16, 16]}>
          {BENEFITS.map((benefit) => (
            <Col xs={24} md={6} key={benefit.title}>
              <Card title={benefit.title}>{benefit.text}</Card>
            </Col>
          ))}
        </Row>
      </section>

      <section aria-labelledby="landing-testimonials" style={section}>
        <Typography.Title level={2} id="landing-testimonials">
          What vendors say
        </Typography.Title>
        <TestimonialCarousel />
      </section>

      <section aria-labelledby="landing-faq" style={section}>
        <Typography.Title level={2} id="landing-faq">
          Frequently asked questions
        </Typography.Title>
        <Collapse
          accordion
          items={FAQ.map((item) => ({ key: item.question, label: item.question, children: item.answer }))}
        />
      </section>

      <section aria-labelledby="landing-cta" style={{ ...section, textAlign: 'center' }}>
        <Typography.Title level={2} id="landing-cta">
          Ready to get booked?
        </Typography.Title>
        <StartLink>Get Started</StartLink>
      </section>
    </main>
  );
}
