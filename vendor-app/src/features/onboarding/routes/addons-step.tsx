import {
  CHARGING_TYPES,
  type ChargingType,
  canRemoveRow,
  cleanAddons,
  removeAt,
} from '@partyeasy/shared-domain';
import { NativeSelect } from '@partyeasy/shared-ui/components/native-select';
import { Navigate, useNavigate } from '@partyeasy/shared-ui/router';
import { Button, Card, Flex, Input, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useAddons } from '../api/get-addons';
import { useSaveAddons } from '../api/save-addons';
import { Field } from '../components/field';
import { StepNav } from '../components/step-nav';
import { WizardLayout } from '../components/wizard-layout';
import { stepPath } from '../model/steps';
import { readVendorId } from '../model/vendor-id-storage';

interface AddonDraft {
  key: string;
  item: string;
  price: string;
  charging_type: ChargingType;
}

let nextKey = 0;
const emptyAddon = (): AddonDraft => ({
  key: `addon-${nextKey++}`,
  item: '',
  price: '',
  charging_type: 'per_event',
});

const CHARGING_LABELS: Record<ChargingType, string> = {
  per_hour: 'Per hour',
  per_guest: 'Per guest',
  per_event: 'Per event',
};

export function AddonsStep() {
  const navigate = useNavigate();
  const [vendorId] = useState(readVendorId);
  const existing = useAddons(vendorId);
  const save = useSaveAddons();
  const [addons, setAddons] = useState<AddonDraft[]>(() => [emptyAddon()]);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (existing.data && existing.data.length > 0) {
      setAddons(
        existing.data.map((row) => ({
          ...emptyAddon(),
          item: row.item,
          price: String(row.price),
          charging_type: row.charging_type,
        })),
      );
    }
  }, [existing.data]);

  // Spec: without a vendor id the add-ons screen sends the vendor to /host to restart.
  if (!vendorId) return <Navigate to="/host" replace />;

  const update = (index: number, change: Partial<AddonDraft>) =>
    setAddons((list) => list.map((row, i) => (i === index ? { ...row, ...change } : row)));

  const next = () => {
    save.mutate(
      { vendorId, addons: cleanAddons(addons) },
      {
        onSuccess: () => navigate(stepPath('review')),
        onError: (e) => setError(`Error saving add-ons: ${e.message}`),
      },
    );
  };

  if (existing.isLoading) {
    return (
      <WizardLayout step="add-ons">
        <Spin />
      </WizardLayout>
    );
  }

  return (
    <WizardLayout step="add-ons">
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Add-on Services
        </Typography.Title>
        {addons.map((row, index) => (
          <Card
            key={row.key}
            title={`Add-on ${index + 1}`}
            role="group"
            aria-label={`Add-on ${index + 1}`}
            extra={
              canRemoveRow(addons.length) ? (
                <Button danger onClick={() => setAddons((list) => removeAt(list, index))}>
                  Remove
                </Button>
              ) : null
            }
          >
            <Flex vertical gap={12}>
              <Field id={`${row.key}-item`} label="Add-on name">
                <Input
                  id={`${row.key}-item`}
                  value={row.item}
                  onChange={(e) => update(index, { item: e.target.value })}
                />
              </Field>
              <Field id={`${row.key}-price`} label="Price ($)">
                <Input
                  id={`${row.key}-price`}
                  type="number"
                  min={0}
                  value={row.price}
                  onChange={(e) => update(index, { price: e.target.value })}
                />
              </Field>
              <Field id={`${row.key}-charging`} label="Charging type">
                <NativeSelect
                  id={`${row.key}-charging`}
                  value={row.charging_type}
                  onChange={(e) => update(index, { charging_type: e.target.value as ChargingType })}
                >
                  {CHARGING_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {CHARGING_LABELS[type]}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            </Flex>
          </Card>
        ))}
        <Button onClick={() => setAddons((list) => [...list, emptyAddon()])}>Add Add-on</Button>
        <StepNav
          onBack={() => navigate(stepPath('packages'))}
          onNext={next}
          busy={save.isPending}
          error={error}
        />
      </Flex>
    </WizardLayout>
  );
}
