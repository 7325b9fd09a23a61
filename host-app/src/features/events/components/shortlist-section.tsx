import { formatMoney } from '@partyeasy/shared-domain';
import { NativeSelect } from '@partyeasy/shared-ui/components/native-select';
import { RatingStars } from '@partyeasy/shared-ui/components/rating-stars';
import { Link } from '@partyeasy/shared-ui/router';
import { brandColors, radii } from '@partyeasy/shared-ui/theme';
import { Alert, Button, Checkbox, Skeleton, Tag, Typography } from 'antd';
import {
  chosenPayChoice,
  groupByCategory,
  type packageTotalCents,
  payChoices,
  responseTimeText,
} from '../model/shortlist';
import type { EventSummary, ShortlistItem } from '../model/types';

type PricedEvent = Parameters<typeof packageTotalCents>[1];

export interface ShortlistSectionProps {
  event: PricedEvent & Pick<EventSummary, 'categories'>;
  items: readonly ShortlistItem[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Vendors already booked for the event (not offered for payment again). */
  bookedVendorIds: ReadonlySet<string>;
  /** Vendors whose time was taken while paying: the host replaces them. */
  takenVendorIds: ReadonlySet<string>;
  /** Vendors ticked for the one payment. */
  ticked: ReadonlySet<string>;
  onTick: (vendorId: string, ticked: boolean) => void;
  /** How each vendor is paid, as picked (a package id or 'offer:<id>'; none: its newest offer, else its cheapest package). */
  payChoice: ReadonlyMap<string, string>;
  onChoose: (vendorId: string, value: string) => void;
  onRemove: (item: ShortlistItem) => void;
  removingId: string | null;
  disabled: boolean;
}

/**
 * The shortlist still open, grouped by category: each vendor's price for the event (its newest offer to the
 * host for the date, else its cheapest package priced with the event's guests and hours, or what the host
 * picked), whether it is free that day, its rating and reply time; ticking a vendor adds it (with what was
 * picked) to the one payment. Vendors that made the host an offer without being saved are listed too.
 */
export function ShortlistSection(props: ShortlistSectionProps) {
  const { event, items, loading, error, onRetry } = props;
  let body: React.ReactNode;
  if (error && !items) {
    body = (
      <Alert
        type="error"
        showIcon
        message="We couldn't load the shortlist."
        action={
          <Button size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    );
  } else if (loading || !items) {
    body = (
      <div role="status" aria-label="Loading the shortlist">
        <Skeleton active />
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <Typography.Paragraph style={{ margin: 0, color: brandColors.textSecondary }}>
        Nothing on the shortlist yet. With this event current, press the heart on vendors you like.
      </Typography.Paragraph>
    );
  } else {
    body = groupByCategory(items, event.categories).map((group) => (
      <section key={group.category} aria-label={group.category} style={{ display: 'grid', gap: 8 }}>
        <h3 style={{ margin: 0, fontSize: 17 }}>{group.category}</h3>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {group.items.map((item) => (
            <li key={item.vendor_id}>
              <ShortlistRow item={item} {...props} />
            </li>
          ))}
        </ul>
      </section>
    ));
  }
  return (
    <section aria-labelledby="shortlist-title" style={{ display: 'grid', gap: 12 }}>
      <h2 id="shortlist-title" style={{ margin: 0, fontSize: 22 }}>
        Shortlist
      </h2>
      {body}
    </section>
  );
}

function ShortlistRow({
  item,
  event,
  bookedVendorIds,
  takenVendorIds,
  ticked,
  onTick,
  payChoice,
  onChoose,
  onRemove,
  removingId,
  disabled,
}: ShortlistSectionProps & { item: ShortlistItem }) {
  const picked = payChoice.get(item.vendor_id);
  const choices = payChoices(item, event);
  const chosen = chosenPayChoice(choices, picked);
  const booked = bookedVendorIds.has(item.vendor_id);
  const taken = takenVendorIds.has(item.vendor_id);
  const response = responseTimeText(item.response_minutes);
  return (
    <article
      aria-label={item.name}
      style={{
        display: 'grid',
        gap: 8,
        padding: 12,
        background: brandColors.surface,
        border: `1px solid ${taken ? brandColors.error : brandColors.border}`,
        borderRadius: radii.md,
      }}
    >
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 8,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <div style={{ display: 'grid', gap: 2 }}>
          <Link to={`/vendor/${item.vendor_id}`} style={{ fontWeight: 600 }}>
            {item.name}
          </Link>
          <span
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 8,
              alignItems: 'center',
              color: brandColors.textSecondary,
            }}
          >
            {item.rating != null && item.review_count > 0 ? (
              <RatingStars value={Number(item.rating)} count={item.review_count} size={14} />
            ) : (
              <span>No reviews yet</span>
            )}
            {response ? <span>{response}</span> : null}
          </span>
        </div>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          {booked ? (
            <Tag color="success">Booked</Tag>
          ) : item.available ? (
            <Tag color="success">Free that day</Tag>
          ) : (
            <Tag color="warning">Not free that day</Tag>
          )}
          <strong data-testid="event-price">
            {chosen === null
              ? 'Quote only'
              : `${chosen.kind === 'package' && item.packages.length > 1 && !picked ? 'From ' : ''}${formatMoney(chosen.totalCents)}`}
          </strong>
        </div>
      </div>
      {taken ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={`${item.name} was booked by someone else meanwhile. Choose another ${item.servicetype.toLowerCase()}.`}
        />
      ) : null}
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 8,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        {booked || chosen === null ? (
          <span style={{ color: brandColors.textSecondary }}>
            {booked ? 'Booked for this event.' : 'Priced by quote: request one from the profile.'}
          </span>
        ) : (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
            <Checkbox
              checked={ticked.has(item.vendor_id)}
              disabled={disabled || taken || !item.available}
              onChange={(e) => onTick(item.vendor_id, e.target.checked)}
            >
              Pay for {item.name}
            </Checkbox>
            <NativeSelect
              aria-label={`Package or offer of ${item.name}`}
              value={chosen.value}
              disabled={disabled || taken}
              onChange={(e) => onChoose(item.vendor_id, e.target.value)}
              style={{ width: 'auto', maxWidth: '100%' }}
            >
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        {item.shortlisted ? (
          <Button
            size="small"
            onClick={() => onRemove(item)}
            loading={removingId === item.vendor_id}
            disabled={disabled}
            aria-label={`Remove ${item.name} from the shortlist`}
          >
            Remove
          </Button>
        ) : (
          <span style={{ color: brandColors.textSecondary }}>Made you an offer for this date</span>
        )}
      </div>
    </article>
  );
}
