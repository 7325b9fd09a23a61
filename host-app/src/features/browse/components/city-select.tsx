import { Select } from 'antd';
import { useState } from 'react';

export interface CitySelectProps {
  id: string;
  value: string | null;
  onChange: (city: string | null) => void;
  cities: string[];
  loading: boolean;
  failed: boolean;
  /** How the visitor reached the field before it loaded: focus it, and open it on a press. */
  entry?: 'focus' | 'press';
  /** Whether the stand-in still has the focus when the dropdown replaces it (read once). */
  takeFocus?: () => boolean;
}

/** The location dropdown: antd's searchable Select, loaded by `LocationField` when first needed. */
export default function CitySelect(props: CitySelectProps) {
  const { id, value, onChange, cities, loading, failed, entry, takeFocus } = props;
  const [focused] = useState(() => entry !== undefined && (takeFocus?.() ?? true));
  return (
    <Select
      id={id}
      showSearch
      allowClear
      autoFocus={focused}
      defaultOpen={entry === 'press' && focused}
      style={{ width: '100%' }}
      placeholder="All locations"
      loading={loading}
      notFoundContent={failed ? 'Could not load locations' : 'No locations'}
      value={value ?? undefined}
      onChange={(city: string | undefined) => onChange(city ?? null)}
      options={cities.map((city) => ({ value: city, label: city }))}
    />
  );
}
