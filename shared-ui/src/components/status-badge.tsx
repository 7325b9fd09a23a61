import {
  bookingStatusLabel,
  bookingStatusTone,
  type VendorStatusContext,
  vendorStatusLabel,
  vendorStatusTone,
} from '@partyeasy/shared-domain';
import { Tag } from 'antd';

export type StatusBadgeProps =
  | {
      /** A vendors.status value. */
      kind: 'vendor';
      status: string | null | undefined;
      /** The onboarding start page says 'Under Review' / 'Live & Active'; admin says 'Pending' / 'approved'. */
      context?: VendorStatusContext;
    }
  | {
      /** A bookings.payment_status value. */
      kind: 'booking';
      status: string | null | undefined;
    };

/** A status value shown as the spec's label in its colour family; unknown values show as raw text. */
export function StatusBadge(props: StatusBadgeProps) {
  const label =
    props.kind === 'vendor'
      ? vendorStatusLabel(props.status, props.context)
      : bookingStatusLabel(props.status);
  const tone = props.kind === 'vendor' ? vendorStatusTone(props.status) : bookingStatusTone(props.status);
  if (!label) return null;
  return (
    <Tag color={tone} style={{ marginInlineEnd: 0, fontWeight: 600 }}>
      {label}
    </Tag>
  );
}
