import { Tag } from 'antd';

/** Marks a booking made from a vendor's custom offer ([quotes]) rather than from listed packages. */
export function OfferMarker() {
  return (
    <Tag color="purple" style={{ marginInlineEnd: 0, width: 'fit-content' }}>
      From an offer
    </Tag>
  );
}
