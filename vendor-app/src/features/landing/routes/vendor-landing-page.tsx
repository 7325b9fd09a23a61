import { Heading, Panel, Paragraph } from '@partyeasy/shared-ui/components/prose';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { Button, Collapse } from 'antd';
import { TestimonialCarousel } from '../components/testimonial-carousel';
import { BENEFITS, EXAMPLE_BOOKINGS, FAQ, STATS, STEPS, VENDOR_START_PATH } from '../model/content';
import styles from './vendor-landing-page.module.css';

/** A grid of cards with the columns of `columns`. */
const grid = (columns: string | undefined) => [styles.cards, columns].join(' ');

function StartLink({ children }: { children: string }) {
  return (
    <Button type="primary" size="large" href={VENDOR_START_PATH} target="_blank" rel="noopener">
      {children}
    </Button>
  );
}

const section = { maxWidth: 1100, margin: '0 auto', padding: '40px 16px' } as const;

/** The page's first screen: the title, the pitch and the start link. */
function LandingHero() {
  return (
    <section aria-labelledby="landing-hero" style={{ ...section, textAlign: 'center' }}>
      <Heading id="landing-hero">Grow your event business</Heading>
      <Paragraph style={{ fontSize: 18 }}>
        Get booked by hosts planning parties, weddings and events. Free to join, a 5% fee per booking, and
        payout after the event.
      </Paragraph>
      <StartLink>Join as a Vendor</StartLink>
    </section>
  );
}

/**
 * /vendor-landingpage: the marketing page for vendors. Free to join, 5% fee, payout after the event. Also
 * drawn whole at build time into the shell's `vendor-landingpage.html` (`src/prerender.tsx`), which shows it
 * with the antd styles of all its components before any script has run: antd then writes none of them in the
 * browser. There the FAQ has every answer closed and the testimonials show the first one.
 */
export function VendorLandingPage() {
  useDocumentTitle('Become a vendor');
  return (
    <main>
      <LandingHero />

      <section aria-labelledby="landing-stats" style={section}>
        <Heading level={2} id="landing-stats">
          PartyEasy in numbers
        </Heading>
        <div className={grid(styles.stats)}>
          {STATS.map((stat) => (
            <Panel key={stat.label}>
              {/* antd's Statistic's look in plain markup: Statistic brings Skeleton, 9 KB of styles in this page. */}
              <p className={styles.statLabel}>{stat.label}</p>
              <p className={styles.statValue}>{stat.value}</p>
            </Panel>
          ))}
        </div>
      </section>

      <section aria-labelledby="landing-how" style={section}>
        <Heading level={2} id="landing-how">
          How it works
        </Heading>
        {/* The list itself is the grid: antd's Row/Col would put <div>s between <ol> and <li>. */}
        <ol className={styles.steps}>
          {STEPS.map((step, i) => (
            <li key={step.title}>
              <Panel title={`Step ${i + 1}: ${step.title}`} fill>
                {step.text}
              </Panel>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="landing-examples" style={section}>
        <Heading level={2} id="landing-examples">
          Example bookings
        </Heading>
        <div className={grid(styles.examples)}>
          {EXAMPLE_BOOKINGS.map((booking) => (
            <Panel key={booking.event} title={`${booking.service} · ${booking.event}`}>
              <Paragraph>{booking.detail}</Paragraph>
              <strong className={styles.total}>{booking.total}</strong>
            </Panel>
          ))}
        </div>
      </section>

      <section aria-labelledby="landing-benefits" style={section}>
        <Heading level={2} id="landing-benefits">
          Why vendors choose PartyEasy
        </Heading>
        <div className={grid(styles.benefits)}>
          {BENEFITS.map((benefit) => (
            <Panel key={benefit.title} title={benefit.title}>
              {benefit.text}
            </Panel>
          ))}
        </div>
      </section>

      <section aria-labelledby="landing-testimonials" style={section}>
        <Heading level={2} id="landing-testimonials">
          What vendors say
        </Heading>
        <TestimonialCarousel />
      </section>

      <section aria-labelledby="landing-faq" style={section}>
        <Heading level={2} id="landing-faq">
          Frequently asked questions
        </Heading>
        <Collapse
          accordion
          items={FAQ.map((item) => ({ key: item.question, label: item.question, children: item.answer }))}
        />
      </section>

      <section aria-labelledby="landing-cta" style={{ ...section, textAlign: 'center' }}>
        <Heading level={2} id="landing-cta">
          Ready to get booked?
        </Heading>
        <StartLink>Get Started</StartLink>
      </section>
    </main>
  );
}
