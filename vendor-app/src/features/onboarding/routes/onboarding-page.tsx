import { loadOnce, whenIdle } from '@partyeasy/shared-domain';
import { currentUserAtom } from '@partyeasy/shared-domain/backend';
import { LogInRedirect } from '@partyeasy/shared-ui/components/log-in-redirect';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { Navigate, Route, Routes } from '@partyeasy/shared-ui/router';
import { Spin } from 'antd';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { WizardLayout } from '../components/wizard-layout';

// Each step loads on demand, so the page shell ('Vendor Setup') appears without waiting for all seven. Once a
// step is shown, the others load while the vendor fills it in: the router keeps the shown step on screen until
// the next one's code is in, so Next and Back would otherwise leave the old step up for a download.
const steps = {
  start: loadOnce(() => import('./start-step')),
  basicInfo: loadOnce(() => import('./basic-info-step')),
  location: loadOnce(() => import('./location-step')),
  photos: loadOnce(() => import('./photos-step')),
  packages: loadOnce(() => import('./packages-step')),
  addons: loadOnce(() => import('./addons-step')),
  review: loadOnce(() => import('./review-step')),
};
const StartStep = lazy(() => steps.start().then((m) => ({ default: m.StartStep })));
const BasicInfoStep = lazy(() => steps.basicInfo().then((m) => ({ default: m.BasicInfoStep })));
const LocationStep = lazy(() => steps.location().then((m) => ({ default: m.LocationStep })));
const PhotosStep = lazy(() => steps.photos().then((m) => ({ default: m.PhotosStep })));
const PackagesStep = lazy(() => steps.packages().then((m) => ({ default: m.PackagesStep })));
const AddonsStep = lazy(() => steps.addons().then((m) => ({ default: m.AddonsStep })));
const ReviewStep = lazy(() => steps.review().then((m) => ({ default: m.ReviewStep })));

/** Every step's code, when the browser is idle (a failed load is asked for again when its step opens). */
function preloadSteps() {
  whenIdle(() => {
    for (const step of Object.values(steps)) void step().catch(() => undefined);
  });
}

/** The seven-step wizard at /host/booking/*; signed-out visitors go to /login. */
export function OnboardingPage() {
  useDocumentTitle('Vendor Setup');
  const user = useAtomValue(currentUserAtom);
  const signedIn = Boolean(user);
  useEffect(() => {
    if (signedIn) preloadSteps();
  }, [signedIn]);
  if (user === null) return <LogInRedirect />;
  const loading = (
    <WizardLayout step="start">
      <Spin />
    </WizardLayout>
  );
  if (user === undefined) return loading;
  return (
    <Suspense
      fallback={
        <div role="status" aria-label="Loading step">
          <Spin />
        </div>
      }
    >
      <Routes>
        <Route index element={<Navigate to="start" replace />} />
        <Route path="start" element={<StartStep user={user} />} />
        <Route path="basic-info" element={<BasicInfoStep user={user} />} />
        <Route path="location" element={<LocationStep />} />
        <Route path="upload-photos" element={<PhotosStep user={user} />} />
        <Route path="packages" element={<PackagesStep />} />
        <Route path="add-ons" element={<AddonsStep />} />
        <Route path="review" element={<ReviewStep />} />
        <Route path="*" element={<Navigate to="start" replace />} />
      </Routes>
    </Suspense>
  );
}
