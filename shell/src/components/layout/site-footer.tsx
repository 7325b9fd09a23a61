import { Link } from '@partyeasy/shared-ui/router';
import { NewsletterForm } from '../../features/newsletter';
import styles from './layout.module.css';

export const contactEmail = 'hello@partyeasy.com';

const footerLinks = [
  { to: '/about', label: 'About Us' },
  { to: '/', label: 'Find Vendors' },
  { to: '/vendor', label: 'Join as a Vendor' },
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
] as const;

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div>
          <p className={styles.tagline}>Plan it. Book it. Party easy.</p>
          <p>
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </p>
          <p>Dallas TX</p>
        </div>
        <nav aria-label="Footer" className={styles.footerNav}>
          {footerLinks.map((link) => (
            <Link key={link.label} to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
        <NewsletterForm />
      </div>
    </footer>
  );
}
