import { Input, Typography } from 'antd';

export interface TimeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'time' | 'date';
  min?: string;
}

/** A labelled native time or date input: the phone's own picker, and typing works by keyboard. */
export function TimeField({ id, label, value, onChange, type = 'time', min }: TimeFieldProps) {
  return (
    <div style={{ display: 'grid', gap: 4, flex: '1 1 140px' }}>
      <label htmlFor={id}>
        <Typography.Text strong>{label}</Typography.Text>
      </label>
      <Input id={id} type={type} value={value} min={min} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
