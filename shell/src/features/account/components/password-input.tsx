import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState } from 'react';

export interface PasswordInputProps {
  id: string;
  /** The field's name, for the toggle's label ('Show New Password'). */
  name: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** 'current-password' for the password the account has now. */
  autoComplete?: 'new-password' | 'current-password';
}

/** A password field with a keyboard-reachable show/hide toggle. */
export function PasswordInput({
  id,
  name,
  value,
  onChange,
  disabled,
  autoComplete = 'new-password',
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      id={id}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      suffix={
        <Button
          type="text"
          size="small"
          aria-label={`${visible ? 'Hide' : 'Show'} ${name}`}
          aria-pressed={visible}
          icon={visible ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          onClick={() => setVisible((current) => !current)}
        />
      }
    />
  );
}
