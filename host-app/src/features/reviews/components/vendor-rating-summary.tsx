import { RatingStars } from '@partyeasy/shared-ui/components/rating-stars';
import { useVendorRating } from '../api/get-vendor-rating';

/** The average and count under a profile's name, linking to its reviews; nothing until it is known. */
export function VendorRatingSummary({ vendorId }: { vendorId: string }) {
  const rating = useVendorRating(vendorId);
  if (!rating.data) return null;
  if (rating.data.count === 0) return <RatingStars value={null} count={0} />;
  return (
    <a href="#reviews" style={{ color: 'inherit', textDecoration: 'none' }}>
      <RatingStars value={rating.data.average} count={rating.data.count} />
    </a>
  );
}
