import {
  addLocation,
  LOCATION_MESSAGES,
  locationsRefusal,
  matchServedPlace,
  removeAt,
  validateLocations,
} from '@partyeasy/shared-domain';
import { useNavigate } from '@partyeasy/shared-ui/router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { placeSuggestionsQueryOptions, usePlaceSuggestions } from '../api/get-place-suggestions';
import { useVendor } from '../api/get-vendor';
import { useSaveLocations } from '../api/save-locations';
import { RemovableTag } from '../components/removable-tag';
import { StepNav } from '../components/step-nav';
import { WizardLayout } from '../components/wizard-layout';
import { stepPath } from '../model/steps';
import { readVendorId } from '../model/vendor-id-storage';

export function LocationStep() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [vendorId] = useState(readVendorId);
  const vendor = useVendor(vendorId);
  const save = useSaveLocations();
  const [locations, setLocations] = useState<string[]>([]);
  const [place, setPlace] = useState('');
  const [error, setError] = useState<string | undefined>();
  const suggestions = usePlaceSuggestions(place);
  const shown =
    place.trim().length >= 2 ? (suggestions.data ?? []).filter((s) => !locations.includes(s)) : [];

  useEffect(() => {
    if (vendor.data) setLocations(vendor.data.cities_served ?? []);
  }, [vendor.data]);

  const add = (value: string) => {
    setLocations((list) => addLocation(list, value));
    setPlace('');
    setError(undefined);
  };

  /** What was typed is added as the served place it names; otherwise it stays, with the reason. */
  const addTyped = async () => {
    const typed = place;
    if (typed.trim() === '') return;
    let found: string[] = [];
    try {
      found = await queryClient.fetchQuery(placeSuggestionsQueryOptions(typed));
    } catch {
      // The suggestions could not be loaded: the vendor is told to pick one, as with no match.
    }
    const match = matchServedPlace(typed, found);
    if (match) add(match);
    else setError(LOCATION_MESSAGES.pickSuggestion);
  };

  const next = () => {
    const problem = validateLocations(locations, vendorId);
    setError(problem);
    if (problem || !vendorId) return;
    save.mutate(
      { vendorId, locations },
      {
        onSuccess: () => navigate(stepPath('upload-photos')),
        onError: (e) => setError(locationsRefusal(e.message) ?? `Error saving locations: ${e.message}`),
      },
    );
  };

  return (
    <WizardLayout step="location">
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Where do you provide your service?
        </Typography.Title>
        <label htmlFor="vendor-location" style={{ fontWeight: 600 }}>
          City or region
        </label>
        <Flex gap={8}>
          <Input
            id="vendor-location"
            placeholder="e.g. Austin, TX"
            autoComplete="off"
            aria-describedby="vendor-location-hint"
            value={place}
            onChange={(e) => setPlace(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void addTyped();
              }
            }}
          />
          <Button onClick={() => void addTyped()}>Add</Button>
        </Flex>
        <Typography.Text type="secondary" id="vendor-location-hint">
          Type a US city and pick a suggestion, or press Enter to add the city you typed.
        </Typography.Text>
        {shown.length > 0 ? (
          <ul aria-label="Place suggestions" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {shown.map((s) => (
              <li key={s}>
                <Button type="link" onClick={() => add(s)} style={{ paddingInline: 0 }}>
                  {s}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <Flex gap={8} wrap aria-label="Selected locations">
          {locations.map((l, i) => (
            <RemovableTag key={l} label={l} onRemove={() => setLocations((list) => removeAt(list, i))} />
          ))}
        </Flex>
        {error ? (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        ) : null}
        <StepNav onBack={() => navigate(stepPath('basic-info'))} onNext={next} busy={save.isPending} />
      </Flex>
    </WizardLayout>
  );
}
