import {
  addQualification,
  type BasicInfoErrors,
  type BasicInfoField,
  BIO_MAX_LENGTH,
  basicInfoRefusal,
  bioCharactersLeft,
  clearFieldError,
  EXPERIENCE_MAX_YEARS,
  removeAt,
  SERVICE_TYPES,
  toBasicInfoRow,
  validateBasicInfo,
} from '@partyeasy/shared-domain';
import { ownVendorQueryOptions } from '@partyeasy/shared-domain/backend';
import { NativeSelect } from '@partyeasy/shared-ui/components/native-select';
import { useNavigate } from '@partyeasy/shared-ui/router';
import type { User } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useVendor } from '../api/get-vendor';
import { useSaveBasicInfo } from '../api/save-basic-info';
import { Field } from '../components/field';
import { RemovableTag } from '../components/removable-tag';
import { StepNav } from '../components/step-nav';
import { WizardLayout } from '../components/wizard-layout';
import { stepPath } from '../model/steps';
import type { VendorRow } from '../model/types';
import { readVendorId, storeVendorId } from '../model/vendor-id-storage';

interface BasicInfoForm {
  name: string;
  email: string;
  phone: string;
  serviceType: string;
  customServiceType: string;
  experience: string;
  bio: string;
}

const EMPTY: BasicInfoForm = {
  name: '',
  email: '',
  phone: '',
  serviceType: '',
  customServiceType: '',
  experience: '',
  bio: '',
};

const FIELD_INPUT: Record<BasicInfoField, string> = {
  name: 'vendor-name',
  email: 'vendor-email',
  phone: 'vendor-phone',
  serviceType: 'vendor-service-type',
  experience: 'vendor-experience',
};

/** Takes the vendor (and a phone's screen) to the first field that needs them. */
function focusFirstError(errors: BasicInfoErrors) {
  const first = (Object.keys(FIELD_INPUT) as BasicInfoField[]).find((f) => errors[f]);
  if (first) document.getElementById(FIELD_INPUT[first])?.focus();
}

function fromVendor(vendor: VendorRow): BasicInfoForm {
  const known = (SERVICE_TYPES as readonly string[]).includes(vendor.servicetype ?? '');
  return {
    name: vendor.name ?? '',
    email: vendor.email ?? '',
    phone: vendor.phone ?? '',
    serviceType: vendor.servicetype ? (known ? vendor.servicetype : 'Other') : '',
    customServiceType: vendor.servicetype && !known ? vendor.servicetype : '',
    experience: vendor.experience === null ? '' : String(vendor.experience),
    bio: vendor.bio ?? '',
  };
}

export function BasicInfoStep({ user }: { user: User }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [vendorId] = useState(readVendorId);
  const vendor = useVendor(vendorId);
  const save = useSaveBasicInfo();
  const [form, setForm] = useState<BasicInfoForm>(() => ({
    ...EMPTY,
    name: (user.user_metadata?.full_name as string | undefined) ?? '',
    email: user.email ?? '',
    phone: (user.user_metadata?.phone_number as string | undefined) ?? '',
  }));
  const [qualifications, setQualifications] = useState<string[]>([]);
  const [qualification, setQualification] = useState('');
  const [errors, setErrors] = useState<BasicInfoErrors>({});
  const [saveError, setSaveError] = useState<string | undefined>();

  useEffect(() => {
    if (!vendor.data) return;
    setForm(fromVendor(vendor.data));
    setQualifications(vendor.data.qualifications ?? []);
  }, [vendor.data]);

  const edit = (key: keyof BasicInfoForm, errorField: BasicInfoField) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => clearFieldError(e, errorField));
  };

  const addEntry = () => {
    setQualifications((list) => addQualification(list, qualification));
    setQualification('');
  };

  const next = () => {
    const found = validateBasicInfo(form);
    setErrors(found);
    setSaveError(undefined);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    save.mutate(
      { row: toBasicInfoRow({ ...form, qualifications }), userId: user.id, vendorId },
      {
        onSuccess: (id) => {
          storeVendorId(id);
          void queryClient.invalidateQueries({ queryKey: ownVendorQueryOptions(user.id).queryKey });
          navigate(stepPath('location'));
        },
        onError: (e) => {
          const refusal = basicInfoRefusal(e.message);
          if (!refusal) {
            setSaveError(`Error saving to Supabase: ${e.message}`);
            return;
          }
          const shown = { [refusal.field]: refusal.message };
          setErrors(shown);
          focusFirstError(shown);
        },
      },
    );
  };

  if (vendorId && vendor.isLoading) {
    return (
      <WizardLayout step="basic-info">
        <Spin />
      </WizardLayout>
    );
  }

  return (
    <WizardLayout step="basic-info">
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Basic Information
        </Typography.Title>
        <Field id="vendor-name" label="Name" error={errors.name}>
          <Input id="vendor-name" value={form.name} onChange={(e) => edit('name', 'name')(e.target.value)} />
        </Field>
        <Field id="vendor-email" label="Email" error={errors.email}>
          <Input
            id="vendor-email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(e) => edit('email', 'email')(e.target.value)}
          />
        </Field>
        <Field id="vendor-phone" label="Phone number" error={errors.phone}>
          <Input
            id="vendor-phone"
            type="tel"
            autoComplete="tel"
            value={form.phone}
            onChange={(e) => edit('phone', 'phone')(e.target.value)}
          />
        </Field>
        <Field id="vendor-service-type" label="Service type" error={errors.serviceType}>
          <NativeSelect
            id="vendor-service-type"
            aria-invalid={errors.serviceType ? true : undefined}
            value={form.serviceType}
            onChange={(e) => edit('serviceType', 'serviceType')(e.target.value)}
          >
            <option value="">Select a service</option>
            {SERVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {form.serviceType === 'Other' ? (
          <Field id="vendor-custom-service" label="Your service">
            <Input
              id="vendor-custom-service"
              value={form.customServiceType}
              onChange={(e) => edit('customServiceType', 'serviceType')(e.target.value)}
            />
          </Field>
        ) : null}
        <Field id="vendor-experience" label="Years of experience" error={errors.experience}>
          <Input
            id="vendor-experience"
            type="number"
            min={0}
            max={EXPERIENCE_MAX_YEARS}
            step={1}
            value={form.experience}
            onChange={(e) => edit('experience', 'experience')(e.target.value)}
          />
        </Field>
        <Field id="vendor-bio" label="Bio">
          <Input.TextArea
            id="vendor-bio"
            rows={4}
            maxLength={BIO_MAX_LENGTH}
            value={form.bio}
            onChange={(e) => setForm((f) => ({ ...f, bio: e.target.value }))}
          />
          <Typography.Text type="secondary">{`${form.bio.length}/${BIO_MAX_LENGTH} (${bioCharactersLeft(form.bio)} left)`}</Typography.Text>
        </Field>
        <Field id="vendor-qualification" label="Qualifications">
          <Flex gap={8}>
            <Input
              id="vendor-qualification"
              value={qualification}
              onChange={(e) => setQualification(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addEntry();
                }
              }}
            />
            <Button onClick={addEntry}>Add</Button>
          </Flex>
          <Flex gap={8} wrap>
            {qualifications.map((q, i) => (
              <RemovableTag
                // biome-ignore lint/suspicious/noArrayIndexKey: qualifications may repeat and have no id
                key={`${q}-${i}`}
                label={q}
                onRemove={() => setQualifications((list) => removeAt(list, i))}
              />
            ))}
          </Flex>
        </Field>
        <StepNav
          onBack={() => navigate(stepPath('start'))}
          onNext={next}
          busy={save.isPending}
          error={saveError}
        />
      </Flex>
    </WizardLayout>
  );
}
