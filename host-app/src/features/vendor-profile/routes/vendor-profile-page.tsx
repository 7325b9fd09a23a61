import { type CalendarDate, isCalendarDate, localToday } from '@partyeasy/shared-domain';
import { FavouriteToggle } from '@partyeasy/shared-ui/components/favourite-toggle';
import { PhotoCarousel } from '@partyeasy/shared-ui/components/photo-carousel';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { useParams, useSearchParams } from '@partyeasy/shared-ui/router';
import { brandColors, partyEasyTheme, radii } from '@partyeasy/shared-ui/theme';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useBookNow, useCurrentUser } from '../../booking';
import { EventPlanLine, useCurrentEvent } from '../../events';
import { useFavourites } from '../../favourites';
import { MessageVendor } from '../../messaging';
import { RequestQuoteButton } from '../../quotes';
import { VendorRatingSummary, VendorReviews } from '../../reviews';
import { useIsOwnListing } from '../api/get-is-own-listing';
import { isVendorId, useVendor } from '../api/get-vendor';
import { useVendorAddons } from '../api/get-vendor-addons';
import { useVendorPackages } from '../api/get-vendor-packages';
import { vendorPhotoUrl } from '../api/vendor-photo-url';
import { AboutSection } from '../components/about-section';
import { AddonList } from '../components/addon-list';
import { BookingPolicy } from '../components/booking-policy';
import { Gallery } from '../components/gallery';
import { PackageList } from '../components/package-list';
import { PROFILE_PHOTO_HEIGHT, profileText } from '../components/profile-layout';
import layout from '../components/profile-layout.module.css';
import { SelectionSummary } from '../components/selection-summary';
import { summarizeSelection } from '../model/selection';
import { useSelection } from '../model/use-selection';

// The failure state (antd Alert) loads when a request fails.
const LoadError = lazy(() =>
  import('@partyeasy/shared-ui/components/load-error').then((module) => ({ default: module.LoadError })),
);

// The full-screen photo viewer (antd Modal) loads when a photo is first opened.
const PhotoLightbox = lazy(() =>
  import('@partyeasy/shared-ui/components/photo-lightbox').then((module) => ({
    default: module.PhotoLightbox,
  })),
);

// The reviews list sits below the fold: loaded after the profile's first render.

// Only an unknown or unapproved id shows it (antd Result and its illustration): loaded then.
const VendorNotFound = lazy(() =>
  import('../components/vendor-not-found').then((module) => ({ default: module.VendorNotFound })),
);

export function VendorProfilePage() {
  const { id = '' } = useParams();
  const validId = isVendorId(id);
  const vendor = useVendor(id);
  // Asked for together with the vendor, not after it: one round trip fewer before the profile shows (the
  // database returns no packages or add-ons of a vendor that is not approved).
  const packages = useVendorPackages(id, validId);
  const addons = useVendorAddons(id, validId);
  useDocumentTitle(
    !validId || vendor.data === null ? 'Vendor not found' : (vendor.data?.name ?? 'Vendor profile'),
  );

  if (!validId || vendor.data === null)
    return (
      <Suspense>
        <VendorNotFound />
      </Suspense>
    );

  const failed = [vendor, packages, addons].filter((query) => query.isError);
  if (failed.length > 0) {
    return (
      <div style={{ maxWidth: 720, margin: '48px auto', padding: '0 16px' }}>
        <Suspense fallback={<p role="alert">We couldn't load this vendor.</p>}>
          <LoadError
            message="We couldn't load this vendor."
            description="Check your connection and try again."
            onRetry={() => {
              for (const query of failed) query.refetch();
            }}
            retrying={failed.some((query) => query.isFetching)}
          />
        </Suspense>
      </div>
    );
  }

  if (!vendor.data || !packages.data || !addons.data) {
    return (
      <p role="status" style={{ textAlign: 'center', padding: '96px 16px', fontSize: 18 }}>
        Loading information...
      </p>
    );
  }

  return <VendorProfile key={id} vendor={vendor.data} packages={packages.data} addons={addons.data} />;
}

function VendorProfile({
  vendor,
  packages,
  addons,
}: {
  vendor: NonNullable<ReturnType<typeof useVendor>['data']>;
  packages: NonNullable<ReturnType<typeof useVendorPackages>['data']>;
  addons: NonNullable<ReturnType<typeof useVendorAddons>['data']>;
}) {
  // The event date searched on the home page (?date=), if it is still ahead.
  const [params] = useSearchParams();
  const searched = params.get('date');
  // Without one, the current event's date (and its guests and hours for the booking dialog).
  const event = useCurrentEvent();
  const planned = event && event.event_date > localToday() ? event : null;
  const eventDate: CalendarDate | null =
    isCalendarDate(searched) && searched >= localToday() ? searched : (planned?.event_date ?? null);
  const booking = useBookNow({
    vendor,
    packages,
    addons,
    initialDate: eventDate,
    event: planned
      ? { id: planned.id, guests: planned.guest_count, hours: Number(planned.duration_hours) }
      : null,
  });
  const favourites = useFavourites();
  const heart = favourites.heart(vendor);
  const ownListing = useIsOwnListing(vendor.id, useCurrentUser()?.id);
  const [selection, dispatch] = useSelection(booking.resumedSelection);
  const [carouselIndex, setCarouselIndex] = useState(0);
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const [lightboxLoaded, setLightboxLoaded] = useState(false);
  const openLightbox = (index: number) => {
    setLightboxLoaded(true);
    setLightboxIndex(index);
  };
  const photos = useMemo(
    () =>
      vendor.photos.map((path, index) => ({
        src: vendorPhotoUrl(path),
        alt: `${vendor.name}, photo ${index + 1} of ${vendor.photos.length}`,
      })),
    [vendor],
  );
  const summary = summarizeSelection(selection, packages, addons, eventDate);

  return (
    <div className={layout.page}>
      <aside aria-label="Vendor summary" className={layout.head}>
        <PhotoCarousel
          priority
          photos={photos}
          label={`${vendor.name} photos`}
          index={carouselIndex}
          onIndexChange={setCarouselIndex}
          onOpen={openLightbox}
          height={PROFILE_PHOTO_HEIGHT}
        />
        <div>
          <div
            style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 12 }}
          >
            <h1 style={profileText.name}>{vendor.name}</h1>
            <FavouriteToggle
              name={vendor.name}
              pressed={heart.pressed}
              onChange={heart.onChange}
              listName={heart.listName}
            />
          </div>
          <div style={profileText.serviceType}>{vendor.servicetype}</div>
          {/* One 20 px line: the rating, arriving after the profile, must not move what is below. */}
          <div
            style={{
              marginTop: 8,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 12,
              alignItems: 'center',
              lineHeight: '20px',
            }}
          >
            {/* antd's borderless success Tag, drawn without antd's Tag code (as the vendor card's 'Local'). */}
            <span
              style={{
                display: 'inline-block',
                padding: '0 7px',
                fontSize: 12,
                lineHeight: '20px',
                borderRadius: radii.sm,
                color: brandColors.success,
                background: partyEasyTheme.token?.colorSuccessBg,
              }}
            >
              Available locally
            </span>
            <VendorRatingSummary vendorId={vendor.id} />
          </div>
        </div>
        <MessageVendor vendor={vendor} ownListing={ownListing} />
        <EventPlanLine category={vendor.servicetype ?? ''} />
      </aside>
      <div className={layout.picks}>
        <section aria-labelledby="packages-title">
          <h2 id="packages-title" style={profileText.sectionTitle}>
            Packages
          </h2>
          <PackageList
            packages={packages}
            selectedId={selection.packageId}
            onToggle={(packageId) => {
              dispatch({ type: 'togglePackage', id: packageId });
              booking.prepare();
            }}
          />
        </section>
        <section aria-labelledby="addons-title">
          <h2 id="addons-title" style={profileText.sectionTitle}>
            Add-ons
          </h2>
          <AddonList
            addons={addons}
            selected={selection.addons}
            onToggle={(addonId) => dispatch({ type: 'toggleAddon', id: addonId })}
            onQuantityChange={(addonId, quantity) => dispatch({ type: 'setQuantity', id: addonId, quantity })}
          />
        </section>
      </div>
      {/* After the packages and add-ons in the page (and in Tab order); beside them on a desktop. */}
      <div className={layout.summary}>
        {/* A listing without packages is priced per event: a quote request is its way to book. */}
        {packages.length > 0 ? (
          <SelectionSummary
            summary={summary}
            ownListing={ownListing}
            onBookNow={() => {
              if (summary.pkg) booking.bookNow({ pkg: summary.pkg, addons: summary.addons });
            }}
          />
        ) : null}
        <RequestQuoteButton
          vendor={vendor}
          primary={packages.length === 0}
          ownListing={ownListing}
          initialDate={eventDate}
        />
      </div>
      <div className={layout.rest}>
        <AboutSection vendor={vendor} />
        <Gallery photos={photos} onOpen={openLightbox} />
        <Suspense fallback={null}>
          <VendorReviews vendorId={vendor.id} vendorName={vendor.name} />
        </Suspense>
        <BookingPolicy />
      </div>
      {lightboxLoaded ? (
        <Suspense fallback={null}>
          <PhotoLightbox
            open={lightboxIndex !== null}
            photos={photos}
            index={lightboxIndex ?? 0}
            onIndexChange={setLightboxIndex}
            onClose={() => setLightboxIndex(null)}
          />
        </Suspense>
      ) : null}
      {booking.element}
      {favourites.element}
    </div>
  );
}
