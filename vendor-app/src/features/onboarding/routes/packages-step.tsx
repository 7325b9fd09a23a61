import {
  BOOKING_HOURS_MAX_DEFAULT,
  CHARGING_TYPES,
  type ChargingType,
  canRemoveRow,
  changeChargingType,
  GUESTS_MAX_DEFAULT,
  LOCATION_MESSAGES,
  removeAt,
  toPackageRow,
  validatePackages,
} from '@partyeasy/shared-domain';
import { NativeSelect } from '@partyeasy/shared-ui/components/native-select';
import { useNavigate } from '@partyeasy/shared-ui/router';
import { Button, Card, Flex, Input, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { usePackages } from '../api/get-packages';
import { useSavePackages } from '../api/save-packages';
import { Field } from '../components/field';
import { StepNav } from '../components/step-nav';
import { WizardLayout } from '../components/wizard-layout';
import { emptyPackage, type PackageDraft, packageDraftFromRow } from '../model/package-form';
import { stepPath } from '../model/steps';
import { readVendorId } from '../model/vendor-id-storage';

const CHARGING_LABELS: Record<ChargingType, string> = {
  per_hour: 'Per hour',
  per_guest: 'Per guest',
  per_event: 'Per event',
};

type TextKey = Exclude<keyof PackageDraft, 'key' | 'charging_type'>;

export function PackagesStep() {
  const navigate = useNavigate();
  const [vendorId] = useState(readVendorId);
  const existing = usePackages(vendorId);
  const save = useSavePackages();
  const [packages, setPackages] = useState<PackageDraft[]>(() => [emptyPackage()]);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (existing.data && existing.data.length > 0) setPackages(existing.data.map(packageDraftFromRow));
  }, [existing.data]);

  const update = (index: number, change: (pkg: PackageDraft) => PackageDraft) => {
    setPackages((list) => list.map((pkg, i) => (i === index ? change(pkg) : pkg)));
    setError(undefined);
  };

  const next = () => {
    const problem = vendorId ? validatePackages(packages) : LOCATION_MESSAGES.missingVendorId;
    setError(problem);
    if (problem || !vendorId) return;
    save.mutate(
      { vendorId, packages: packages.map((pkg) => toPackageRow(pkg, vendorId)) },
      {
        onSuccess: () => navigate(stepPath('add-ons')),
        onError: (e) => setError(`Error saving packages: ${e.message}`),
      },
    );
  };

  if (vendorId && existing.isLoading) {
    return (
      <WizardLayout step="packages">
        <Spin />
      </WizardLayout>
    );
  }

  return (
    <WizardLayout step="packages">
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Service Packages
        </Typography.Title>
        {packages.map((pkg, index) => {
          const n = index + 1;
          const input = (key: TextKey, label: string, type: 'text' | 'number' = 'number') => (
            <Field id={`${pkg.key}-${key}`} label={label}>
              <Input
                id={`${pkg.key}-${key}`}
                type={type}
                min={type === 'number' ? 0 : undefined}
                value={pkg[key] ?? ''}
                onChange={(e) => update(index, (p) => ({ ...p, [key]: e.target.value }))}
              />
            </Field>
          );
          return (
            <Card
              key={pkg.key}
              title={`Package ${n}`}
              role="group"
              aria-label={`Package ${n}`}
              extra={
                canRemoveRow(packages.length) ? (
                  <Button danger onClick={() => setPackages((list) => removeAt(list, index))}>
                    Remove
                  </Button>
                ) : null
              }
            >
              <Flex vertical gap={12}>
                {input('name', 'Package name', 'text')}
                <Field id={`${pkg.key}-description`} label="Description">
                  <Input.TextArea
                    id={`${pkg.key}-description`}
                    value={pkg.description}
                    onChange={(e) => update(index, (p) => ({ ...p, description: e.target.value }))}
                  />
                </Field>
                {input('price', 'Price ($)')}
                <Field id={`${pkg.key}-charging`} label="Charging type">
                  <NativeSelect
                    id={`${pkg.key}-charging`}
                    value={pkg.charging_type}
                    onChange={(e) =>
                      update(index, (p) => changeChargingType(p, e.target.value as ChargingType))
                    }
                  >
                    {CHARGING_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {CHARGING_LABELS[type]}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
                {input('duration_hours', 'Duration (hours)')}
                {pkg.charging_type === 'per_hour' ? input('minimum_hours', 'Minimum hours') : null}
                {pkg.charging_type === 'per_guest' ? input('minimum_spend', 'Minimum spend ($)') : null}
                {input('extra_charge_weekday_night', 'Extra charge, weekday night ($)')}
                {input('extra_charge_weekend_night', 'Extra charge, weekend night ($)')}
                {input('extra_charge_weekend', 'Extra charge, weekend ($)')}
                {input(
                  'max_guests',
                  `Maximum guests (optional, ${GUESTS_MAX_DEFAULT.toLocaleString('en-US')} if blank)`,
                )}
                {pkg.charging_type === 'per_hour'
                  ? input('max_hours', `Maximum hours (optional, ${BOOKING_HOURS_MAX_DEFAULT} if blank)`)
                  : null}
              </Flex>
            </Card>
          );
        })}
        <Button onClick={() => setPackages((list) => [...list, emptyPackage()])}>Add Package</Button>
        <StepNav
          onBack={() => navigate(stepPath('upload-photos'))}
          onNext={next}
          busy={save.isPending}
          error={error}
        />
      </Flex>
    </WizardLayout>
  );
}
