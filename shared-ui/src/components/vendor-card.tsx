import { formatMoney } from '@partyeasy/shared-domain';
import type { ReactNode } from 'react';
import { brandColors, partyEasyTheme } from '../theme';
import styles from './card-surface.module.css';
import { FavouriteToggle } from './favourite-toggle';
import { followLink, type Navigate } from './nav-item';
import { NoImage } from './no-image';
import { RatingStars } from './rating-stars';

export interface VendorCardProps {
  name: string;
  serviceType: string;
  /** Public URL of the first photo; the card shows 'No image' without one. */
  photoUrl?: string | null;
  /** The card price in cents ('From {price}'); null shows 'Custom pricing'. */
  priceCents: number | null;
  /** Where the card leads, e.g. `/vendor/${id}`. */
  href: string;
  onNavigate?: Navigate;
  /** Shows the 'Local' tag. */
  local?: boolean;
  /** The heart toggle, whose state the caller keeps and saves; none without it. */
  favourite?: { pressed: boolean; onChange: (pressed: boolean) => void; listName?: string } | false;
  /** Average rating (null without reviews) and number of reviews: stars and '(12)' under the service type. */
  rating?: { average: number | null; count: number };
  /** Extra lines under the price, e.g. a status badge and the created date on the admin grid. */
  extra?: ReactNode;
  loading?: boolean;
}

const PHOTO_HEIGHT = 200;
/** The box the photo fills (object-fit: cover), so the grid never shifts while photos arrive. */
const PHOTO_BOX_WIDTH = 400;

/** A vendor in a grid: photo, name, service type, price and tags; the whole card links to the profile. */
export function VendorCard({
  name,
  serviceType,
  photoUrl,
  priceCents,
  href,
  onNavigate,
  local = true,
  favourite = false,
  extra,
  rating,
  loading = false,
}: VendorCardProps) {
  if (loading) {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label="Loading vendor"
        className={`${styles.card} ${styles.fill}`}
      >
        <span className={styles.skeleton} style={{ height: PHOTO_HEIGHT, borderRadius: 0 }} />
        <div className={styles.body} style={{ display: 'grid', gap: 12 }}>
          <span className={styles.skeleton} style={{ width: '60%', height: 20 }} />
          <span className={styles.skeleton} style={{ height: 16 }} />
          <span className={styles.skeleton} style={{ width: '40%', height: 16 }} />
        </div>
      </div>
    );
  }

  const price = priceCents !== null && priceCents > 0 ? `From ${formatMoney(priceCents)}` : 'Custom pricing';

  return (
    <article className={`${styles.card} ${styles.fill} ${styles.hoverable}`}>
      <div className={styles.cover}>
        {photoUrl ? (
          <img
            src={photoUrl}
            alt=""
            loading="lazy"
            decoding="async"
            width={PHOTO_BOX_WIDTH}
            height={PHOTO_HEIGHT}
          />
        ) : (
          <NoImage />
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          {/* A long name is cut with an ellipsis; the title attribute shows it whole on hover. */}
          <a
            href={href}
            title={name}
            onClick={(event) => followLink(event, href, onNavigate)}
            style={{ color: brandColors.text }}
          >
            {name}
            {/* Stretches the link over the whole card so any click on it opens the profile. */}
            <span aria-hidden="true" style={{ position: 'absolute', inset: 0 }} />
          </a>
        </h3>
        <span style={{ color: brandColors.textSecondary }}>{serviceType}</span>
        {rating ? (
          <div style={{ marginTop: 4 }}>
            <RatingStars value={rating.average} count={rating.count} size={15} />
          </div>
        ) : null}
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginTop: 8 }}>
          <strong className={styles.price} style={{ color: brandColors.primary }}>
            {price}
          </strong>
          {local ? (
            <span
              className={styles.tag}
              style={{ color: brandColors.success, background: partyEasyTheme.token?.colorSuccessBg }}
            >
              Local
            </span>
          ) : null}
        </div>
        {extra ? <div style={{ marginTop: 8 }}>{extra}</div> : null}
      </div>
      {favourite ? (
        <div style={{ position: 'absolute', top: 12, right: 12, zIndex: 1 }}>
          <FavouriteToggle
            name={name}
            pressed={favourite.pressed}
            onChange={favourite.onChange}
            listName={favourite.listName}
          />
        </div>
      ) : null}
    </article>
  );
}
