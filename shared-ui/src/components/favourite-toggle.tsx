import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { brandColors } from '../theme';

export interface FavouriteToggleProps {
  /** Whose favourite this is, for the accessible name ('Favorite DJ Nova'). */
  name: string;
  /** Whether the vendor is a favourite now (the caller saves it and may turn it back on failure). */
  pressed: boolean;
  onChange: (pressed: boolean) => void;
}

/** The heart: a toggle button whose state the caller keeps and saves. */
export function FavouriteToggle({ name, pressed, onChange }: FavouriteToggleProps) {
  return (
    <Button
      shape="circle"
      aria-label={`Favorite ${name}`}
      aria-pressed={pressed}
      title={pressed ? 'Remove from favorites' : 'Save to favorites'}
      icon={
        pressed ? (
          <HeartFilled style={{ color: brandColors.favourite }} />
        ) : (
          <HeartOutlined style={{ color: brandColors.text }} />
        )
      }
      onClick={() => onChange(!pressed)}
      style={{ background: 'rgba(255, 255, 255, 0.94)', border: 'none' }}
    />
  );
}
