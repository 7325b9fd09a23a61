import { LoadError } from '@partyeasy/shared-ui/components/load-error';
import { PhotoCarousel } from '@partyeasy/shared-ui/components/photo-carousel';
import { PhotoLightbox } from '@partyeasy/shared-ui/components/photo-lightbox';
import { useParams } from '@partyeasy/shared-ui/router';
import { Tag, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useBookNow } from '../../booking';
import { vendorPhotoUrl } from '../api/backend';
import { isVendorId, useVendor } from '../api/get-vendor';
import { useVendorAddons } from '../api/get-vendor-addons';
import { useVendorPackages } from '../api/get-vendor-packages';
import { AboutSection } from '../components/about-section';
import { AddonList } from '../components/addon-list';
import { BookingPolicy } from '../components/booking-policy';
import { Gallery } from '../components/gallery';
import { PackageList } from '../components/package-list';
import { PROFILE_PHOTO_HEIGHT, profileLayout } from '../components/profile-layout';
import { SelectionSummary } from '../components/selection-summary';
import { summarizeSelection } from '../model/selection';
import { useSelection } from '../model/use-selection';

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
        <LoadError
          message="We couldn't load this vendor."
          description="Check your connection and try again."
          onRetry={() => {
            for (const query of failed) query.refetch();
          }}
          retrying={failed.some((query) => query.isFetching)}
        />
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
  const booking = useBookNow({ vendor, packages, addons });
  const [selection, dispatch] = useSelection(booking.resumedSelection);
  const [carouselIndex, setCarouselIndex] = useState(0);
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const photos = useMemo(
    () =>
      vendor.photos.map((path, index) => ({
        src: vendorPhotoUrl(path),
        alt: `${vendor.name}, photo ${index + 1} of ${vendor.photos.length}`,
      })),
    [vendor],
  );
  const summary = summarizeSelection(selection, packages, addons);

  return (
    <div style={profileLayout.page}>
      <aside aria-label="Vendor summary" style={profileLayout.summary}>
        <PhotoCarousel
          priority
          photos={photos}
          label={`${vendor.name} photos`}
          index={carouselIndex}
          onIndexChange={setCarouselIndex}
          onOpen={setLightboxIndex}
          height={PROFILE_PHOTO_HEIGHT}
        />
        <div>
          <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
            {vendor.name}
          </Typography.Title>
          <Typography.Text type="secondary" style={{ fontSize: 16 }}>
            {vendor.servicetype}
          </Typography.Text>
          <div style={{ marginTop: 8 }}>
            <Tag color="success" bordered={false}>
              Available locally
            </Tag>
          </div>
        </div>
        <SelectionSummary
          summary={summary}
          onBookNow={() => {
            if (summary.pkg) booking.bookNow({ pkg: summary.pkg, addons: summary.addons });
          }}
        />
      </aside>
      <div style={profileLayout.main}>
        <section aria-labelledby="packages-title">
          <Typography.Title id="packages-title" level={2}>
            Packages
          </Typography.Title>
          <PackageList
            packages={packages}
            selectedId={selection.packageId}
            onToggle={(packageId) => dispatch({ type: 'togglePackage', id: packageId })}
          />
        </section>
        <section aria-labelledby="addons-title">
          <Typography.Title id="addons-title" level={2}>
            Add-ons
          </Typography.Title>
          <AddonList
            addons={addons}
            selected={selection.addons}
            onToggle={(addonId) => dispatch({ type: 'toggleAddon', id: addonId })}
            onQuantityChange={(addonId, quantity) => dispatch({ type: 'setQuantity', id: addonId, quantity })}
          />
        </section>
        <AboutSection vendor={vendor} />
        <Gallery photos={photos} onOpen={setLightboxIndex} />
        <BookingPolicy />
      </div>
      <PhotoLightbox
        open={lightboxIndex !== null}
        photos={photos}
        index={lightboxIndex ?? 0}
        onIndexChange={setLightboxIndex}
        onClose={() => setLightboxIndex(null)}
      />
      {booking.element}
    </div>
  );
}
