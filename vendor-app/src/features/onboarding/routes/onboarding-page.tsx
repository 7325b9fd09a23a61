import { currentUserAtom } from '@partyeasy/shared-domain/backend';
import { LogInRedirect } from '@partyeasy/shared-ui/components/log-in-redirect';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { Navigate, Route, Routes } from '@partyeasy/shared-ui/router';
import { Spin } from 'antd';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { WizardLayout } from '../components/wizard-layout';

// Each step loads on demand, so the page shell ('Vendor Setup') appears without waiting for all seven.
const StartStep = lazy(() => import('./start-step').then((m) => ({ default: m.StartStep })));
const BasicInfoStep = lazy(() => import('./basic-info-step').then((m) => ({ default: m.BasicInfoStep })));
const LocationStep = lazy(() => import('./location-step').then((m) => ({ default: m.LocationStep })));
const PhotosStep = lazy(() => import('./photos-step').then((m) => ({ default: m.PhotosStep })));
const PackagesStep = lazy(() => import('./packages-step').then((m) => ({ default: m.PackagesStep })));
const AddonsStep = lazy(() => import('./addons-step').then((m) => ({ default: m.AddonsStep })));
const ReviewStep = lazy(() => import('./review-step').then((m) => ({ default: m.ReviewStep })));

/** The seven-step wizard at /host/booking/*; signed-out visitors go to /login. */
export function OnboardingPage() {
  useDocumentTitle('Vendor Setup');
  const user = useAtomValue(currentUserAtom);
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
