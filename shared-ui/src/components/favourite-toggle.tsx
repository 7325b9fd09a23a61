import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { brandColors } from '../theme';

export interface FavouriteToggleProps {
  /** Whose favourite this is, for the accessible name. */
  name: string;
  defaultPressed?: boolean;
  onChange?: (pressed: boolean) => void;
}

/** A heart that the user can toggle. It keeps its state locally: nothing is saved. */
export function FavouriteToggle({ name, defaultPressed = false, onChange }: FavouriteToggleProps) {
  const [pressed, setPressed] = useState(defaultPressed);
  return (
    <Button
      shape="circle"
      aria-label={`Favourite ${name}`}
      aria-pressed={pressed}
      icon={
        pressed ? (
          <HeartFilled style={{ color: brandColors.favourite }} />
        ) : (
          <HeartOutlined style={{ color: brandColors.text }} />
        )
      }
      onClick={() => {
        setPressed(!pressed);
        onChange?.(!pressed);
      }}
      style={{ background: 'rgba(255, 255, 255, 0.94)', border: 'none' }}
    />
  );
}
