import { formatMoney, toCents } from '@partyeasy/shared-domain';
import { Navigate, useNavigate } from '@partyeasy/shared-ui/router';
import { Button, Descriptions, Flex, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useAddons } from '../api/get-addons';
import { usePackages } from '../api/get-packages';
import { useVendor } from '../api/get-vendor';
import { useSubmitListing } from '../api/submit-listing';
import { StepNav } from '../components/step-nav';
import { WizardLayout } from '../components/wizard-layout';
import { stepPath } from '../model/steps';
import { clearVendorId, readVendorId } from '../model/vendor-id-storage';

const CHARGING_SUFFIX: Record<string, string> = {
  per_hour: 'per hour',
  per_guest: 'per guest',
  per_event: 'per event',
};
/** Dollars as everywhere else on the site: $1,500.00. */
const money = (value: number) => formatMoney(toCents(value) ?? 0);

export function ReviewStep() {
  const navigate = useNavigate();
  const [vendorId] = useState(readVendorId);
  const vendor = useVendor(vendorId);
  const packages = usePackages(vendorId);
  const addons = useAddons(vendorId);
  const submit = useSubmitListing();
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | undefined>();

  // Spec: without a vendor id the review screen sends the vendor to /host/basic-info.
  if (!vendorId) return <Navigate to="/host/basic-info" replace />;

  const loading = vendor.isLoading || packages.isLoading || addons.isLoading;

  const onSubmit = () =>
    submit.mutate(vendorId, {
      onSuccess: () => setSubmitted(true),
      onError: (e) => setError(`Failed to submit listing: ${e.message}`),
    });

  const onContinue = () => {
    clearVendorId();
    navigate('/vendor');
  };

  return (
    <WizardLayout step="review">
      {loading || !vendor.data ? (
        <Typography.Text>Loading review...</Typography.Text>
      ) : (
        <Flex vertical gap={24}>
          <section aria-label="Basic Information">
            <Typography.Title level={3}>Basic Information</Typography.Title>
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Name">{vendor.data.name}</Descriptions.Item>
              <Descriptions.Item label="Email">{vendor.data.email}</Descriptions.Item>
              <Descriptions.Item label="Phone">{vendor.data.phone}</Descriptions.Item>
              <Descriptions.Item label="Service type">{vendor.data.servicetype}</Descriptions.Item>
              <Descriptions.Item label="Experience">{`${vendor.data.experience ?? 0} years`}</Descriptions.Item>
              <Descriptions.Item label="Qualifications">
                {vendor.data.qualifications.join(', ')}
              </Descriptions.Item>
              <Descriptions.Item label="Bio">{vendor.data.bio}</Descriptions.Item>
            </Descriptions>
          </section>
          <section aria-label="Areas">
            <Typography.Title level={3}>Areas</Typography.Title>
            <Typography.Text>{vendor.data.cities_served.join(', ')}</Typography.Text>
          </section>
          <section aria-label="Photos">
            <Typography.Title level={3}>Photos</Typography.Title>
            <Typography.Text>{`${vendor.data.photos.length} photo(s)`}</Typography.Text>
          </section>
          <section aria-label="Service Packages">
            <Typography.Title level={3}>Service Packages</Typography.Title>
            {packages.data && packages.data.length > 0 ? (
              <List
                dataSource={packages.data}
                renderItem={(pkg) => (
                  <List.Item>
                    <List.Item.Meta
                      title={`${pkg.name}: ${money(pkg.price)} ${CHARGING_SUFFIX[pkg.charging_type] ?? ''}`}
                      description={pkg.description}
                    />
                  </List.Item>
                )}
              />
            ) : (
              <Typography.Text>No packages listed.</Typography.Text>
            )}
          </section>
          <section aria-label="Add-on Services">
            <Typography.Title level={3}>Add-on Services</Typography.Title>
            {addons.data && addons.data.length > 0 ? (
              <List
                dataSource={addons.data}
                renderItem={(addon) => (
                  <List.Item>{`${addon.item}: ${money(addon.price)} ${CHARGING_SUFFIX[addon.charging_type] ?? ''}`}</List.Item>
                )}
              />
            ) : (
              <Typography.Text>No add-ons added.</Typography.Text>
            )}
          </section>
        </Flex>
      )}
      <StepNav
        onBack={() => navigate(stepPath('add-ons'))}
        onNext={onSubmit}
        nextLabel="Submit Listing"
        busyLabel="Submitting..."
        busy={submit.isPending}
        nextDisabled={loading}
        error={error}
      />
      <Modal
        open={submitted}
        title="Listing Submitted!"
        closable={false}
        maskClosable={false}
        footer={
          <Button type="primary" onClick={onContinue}>
            Continue
          </Button>
        }
      >
        <Typography.Paragraph>
          Thank you! Our team will review your listing and let you know once it is approved.
        </Typography.Paragraph>
        <Typography.Paragraph>
          Meanwhile, please add your availability on the vendor dashboard.
        </Typography.Paragraph>
      </Modal>
    </WizardLayout>
  );
}
