/** The paths the vendor-app owns (its team's file, see CODEOWNERS); `vendor-app/src/app/routes.tsx` serves each. */
export const vendorAppPaths = [
  '/vendor-landingpage',
  '/host/booking/*',
  '/vendor',
  '/availability',
  '/AI',
  '/vendor/statements/:payoutId',
  '/vendor/disputes/:id',
  '/vendor/quotes/:quoteId',
] as const;

export type VendorAppPath = (typeof vendorAppPaths)[number];
