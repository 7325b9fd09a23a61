import {
  type AdditionalService,
  addAdditionalService,
  addCoreService,
  validateCustomPackageSave,
} from '@partyeasy/shared-domain';
import { currentUserAtom } from '@partyeasy/shared-domain/backend';
import { CardTitle } from '@partyeasy/shared-ui/components/card-title';
import { LoadError } from '@partyeasy/shared-ui/components/load-error';
import { LogInRedirect } from '@partyeasy/shared-ui/components/log-in-redirect';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { Navigate, useNavigate } from '@partyeasy/shared-ui/router';
import { Button, Card, Flex, Input, List, Spin, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { useBuilderVendorId } from '../api/get-builder-vendor-id';
import { useCustomPackage } from '../api/get-custom-package';
import { useSaveCustomPackage } from '../api/save-custom-package';
import { EMPTY_TRAINING_DATA, type TextField, type TrainingData } from '../model/training-data';

const page = { maxWidth: 860, margin: '0 auto', padding: '24px 16px' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={<CardTitle>{title}</CardTitle>}>
      <Flex vertical gap={16}>
        {children}
      </Flex>
    </Card>
  );
}

/**
 * /AI: free-text training data about the vendor's services and pricing, stored in vendor_ai_data.
 * Signed-out visitors go to /login (and come back), users without a listing to /dashboard.
 */
export function PackageBuilderPage() {
  useDocumentTitle('Custom Package Builder');
  const navigate = useNavigate();
  const user = useAtomValue(currentUserAtom);
  const vendorId = useBuilderVendorId(user?.id, user !== undefined);
  const saved = useCustomPackage(vendorId.data);
  const save = useSaveCustomPackage();
  const [data, setData] = useState<TrainingData>(EMPTY_TRAINING_DATA);
  const [coreDraft, setCoreDraft] = useState('');
  const [extraDraft, setExtraDraft] = useState<AdditionalService>({ name: '', price: '' });

  useEffect(() => {
    if (saved.data) setData(saved.data);
  }, [saved.data]);

  const setText = (key: TextField) => (event: { target: { value: string } }) =>
    setData((current) => ({ ...current, [key]: event.target.value }));

  const textField = (key: TextField, label: string, placeholder: string, rows = 0) => (
    <Flex vertical gap={4}>
      <label htmlFor={`builder-${key}`}>
        <Typography.Text strong>{label}</Typography.Text>
      </label>
      {rows > 0 ? (
        <Input.TextArea
          id={`builder-${key}`}
          rows={rows}
          value={data[key]}
          onChange={setText(key)}
          placeholder={placeholder}
        />
      ) : (
        <Input id={`builder-${key}`} value={data[key]} onChange={setText(key)} placeholder={placeholder} />
      )}
    </Flex>
  );

  const addCore = () => {
    setData((current) => ({ ...current, coreServices: addCoreService(current.coreServices, coreDraft) }));
    setCoreDraft('');
  };

  const addExtra = () => {
    const next = addAdditionalService(data.additionalServices, extraDraft);
    if (next.length === data.additionalServices.length) return;
    setData((current) => ({ ...current, additionalServices: next }));
    setExtraDraft({ name: '', price: '' });
  };

  const onSave = () => {
    const problem = validateCustomPackageSave({ vendorId: vendorId.data, userId: user?.id });
    if (problem) {
      window.alert(problem);
      return;
    }
    save.mutate(
      { vendorId: vendorId.data as string, userId: (user as { id: string }).id, trainingData: data },
      {
        onSuccess: () => {
          window.alert('Custom package AI data saved successfully!');
          navigate('/');
        },
        onError: (error) => window.alert(`Error saving data: ${error.message}`),
      },
    );
  };

  // Guarded like the other vendor pages: nobody fills in a form they cannot save.
  if (user === null) return <LogInRedirect />;
  if (vendorId.data === null) return <Navigate to="/dashboard" replace />;
  const loading = user === undefined || vendorId.isLoading || saved.isLoading;

  return (
    <main style={page}>
      <Typography.Title>Custom Package Builder</Typography.Title>
      <Typography.Paragraph type="secondary">
        Tell us how you work and how you price, so we can build custom packages for your clients.
      </Typography.Paragraph>
      {loading ? (
        <Spin aria-label="Loading" />
      ) : vendorId.isError || saved.isError ? (
        // An empty form here could be saved over the vendor's data: offer Retry instead.
        <LoadError
          message="We couldn't load your custom package data. Please try again."
          onRetry={() => {
            if (vendorId.isError) void vendorId.refetch();
            if (saved.isError) void saved.refetch();
          }}
          retrying={vendorId.isFetching || saved.isFetching}
        />
      ) : (
        <Flex vertical gap={16}>
          <Section title="Services You Offer">
            <div>
              <Typography.Text strong>Core services</Typography.Text>
              <Flex gap={8}>
                <Input
                  aria-label="Core service"
                  placeholder="e.g. Wedding DJ set"
                  value={coreDraft}
                  onChange={(event) => setCoreDraft(event.target.value)}
                  onPressEnter={addCore}
                />
                <Button onClick={addCore}>Add</Button>
              </Flex>
              <List
                size="small"
                dataSource={data.coreServices}
                locale={{ emptyText: 'No core services yet' }}
                renderItem={(service, index) => (
                  <List.Item
                    actions={[
                      <Button
                        key="remove"
                        size="small"
                        danger
                        aria-label={`Remove ${service}`}
                        onClick={() =>
                          setData((current) => ({
                            ...current,
                            coreServices: current.coreServices.filter((_, i) => i !== index),
                          }))
                        }
                      >
                        Remove
                      </Button>,
                    ]}
                  >
                    {service}
                  </List.Item>
                )}
              />
            </div>
            <div>
              <Typography.Text strong>Additional services</Typography.Text>
              <Flex gap={8} wrap>
                <Input
                  aria-label="Additional service name"
                  placeholder="e.g. Uplighting"
                  value={extraDraft.name}
                  onChange={(event) => setExtraDraft((d) => ({ ...d, name: event.target.value }))}
                  style={{ flex: '2 1 200px' }}
                />
                <Input
                  aria-label="Additional service price"
                  placeholder="e.g. $200"
                  value={extraDraft.price}
                  onChange={(event) => setExtraDraft((d) => ({ ...d, price: event.target.value }))}
                  style={{ flex: '1 1 120px' }}
                />
                <Button onClick={addExtra}>Add Service</Button>
              </Flex>
              <List
                size="small"
                dataSource={data.additionalServices}
                locale={{ emptyText: 'No additional services yet' }}
                renderItem={(service, index) => (
                  <List.Item
                    actions={[
                      <Button
                        key="remove"
                        size="small"
                        danger
                        aria-label={`Remove ${service.name}`}
                        onClick={() =>
                          setData((current) => ({
                            ...current,
                            additionalServices: current.additionalServices.filter((_, i) => i !== index),
                          }))
                        }
                      >
                        Remove
                      </Button>,
                    ]}
                  >
                    {service.name} — {service.price}
                  </List.Item>
                )}
              />
            </div>
          </Section>
          <Section title="Your Clients">
            {textField('typicalClientTypes', 'Typical client types', 'e.g. couples, corporate teams', 3)}
          </Section>
          <Section title="Pricing Structure">
            {textField('baseHourlyRate', 'Base hourly rate', 'e.g. $150')}
            {textField('minimumDuration', 'Minimum duration', 'e.g. 2 hours')}
            {textField('maximumDuration', 'Maximum duration', 'e.g. 8 hours')}
            {textField('travelFees', 'Travel fees', 'e.g. $1 per mile beyond 20 miles')}
            {textField('pricingFactors', 'Pricing factors', 'What changes your price?', 3)}
          </Section>
          <Section title="Service Guidelines">
            {textField('setupRequirements', 'Setup requirements', 'e.g. power outlet, 10x10 ft space', 3)}
          </Section>
          <Section title="Your Approach">
            {textField('packageApproach', 'Package approach', 'How do you put packages together?', 3)}
            {textField(
              'customPackageApproach',
              'Custom package approach',
              'How do you handle custom requests?',
              3,
            )}
          </Section>
          <Flex gap={8} justify="space-between">
            <Button onClick={() => navigate(-1)}>Back</Button>
            <Button type="primary" onClick={onSave} disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Custom Package Data'}
            </Button>
          </Flex>
        </Flex>
      )}
    </main>
  );
}
