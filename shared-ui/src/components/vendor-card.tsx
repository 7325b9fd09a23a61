import { formatMoney } from '@partyeasy/shared-domain';
import { Card, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { brandColors, radii } from '../theme';
import { FavouriteToggle } from './favourite-toggle';
import { followLink, type Navigate } from './nav-item';
import { NoImage } from './no-image';

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
  /** Shows the heart toggle (local only, nothing is saved). */
  favourite?: boolean;
  /** Extra lines under the price, e.g. a status badge and the created date on the admin grid. */
  extra?: ReactNode;
  loading?: boolean;
}

const PHOTO_HEIGHT = 200;

/** A vendor in a grid: photo, name, service type, price and tags; the whole card links to the profile. */
export function VendorCard({
  name,
  serviceType,
  photoUrl,
  priceCents,
  href,
  onNavigate,
  local = true,
  favourite = true,
  extra,
  loading = false,
}: VendorCardProps) {
  if (loading) {
    return (
      <Card
        role="status"
        aria-busy="true"
        aria-label="Loading vendor"
        cover={<Skeleton.Node active style={{ width: '100%', height: PHOTO_HEIGHT }} />}
      >
        <Skeleton active title paragraph={{ rows: 2 }} />
      </Card>
    );
  }

  const price = priceCents !== null && priceCents > 0 ? `From ${formatMoney(priceCents)}` : 'Custom pricing';

  return (
    <article style={{ position: 'relative', height: '100%' }}>
      <Card
        hoverable
        style={{ height: '100%', overflow: 'hidden' }}
        styles={{ body: { padding: 16 } }}
        cover={
          <div
            style={{
              height: PHOTO_HEIGHT,
              borderRadius: `${radii.lg}px ${radii.lg}px 0 0`,
              overflow: 'hidden',
            }}
          >
            {photoUrl ? (
              <img
                src={photoUrl}
                alt=""
                loading="lazy"
                style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            ) : (
              <NoImage />
            )}
          </div>
        }
      >
        <Typography.Title level={3} style={{ fontSize: 18, margin: 0 }} ellipsis={{ tooltip: name }}>
          <a
            href={href}
            onClick={(event) => followLink(event, href, onNavigate)}
            style={{ color: brandColors.text }}
          >
            {name}
            {/* Stretches the link over the whole card so any click on it opens the profile. */}
            <span aria-hidden="true" style={{ position: 'absolute', inset: 0 }} />
          </a>
        </Typography.Title>
        <Typography.Text type="secondary">{serviceType}</Typography.Text>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginTop: 8 }}>
          <Typography.Text strong style={{ color: brandColors.primary, fontSize: 16 }}>
            {price}
          </Typography.Text>
          {local ? (
            <Tag color="success" bordered={false} style={{ margin: 0 }}>
              Local
            </Tag>
          ) : null}
        </div>
        {extra ? <div style={{ marginTop: 8 }}>{extra}</div> : null}
      </Card>
      {favourite ? (
        <div style={{ position: 'absolute', top: 12, right: 12, zIndex: 1 }}>
          <FavouriteToggle name={name} />
        </div>
      ) : null}
    </article>
  );
}
