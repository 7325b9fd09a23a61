import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { brandColors } from '../theme';

export interface FavouriteToggleProps {
  /** Whose favourite this is, for the accessible name ('Favorite DJ Nova'). */
  name: string;
  /** Whether the vendor is a favourite now (the caller saves it and may turn it back on failure). */
  pressed: boolean;
  onChange: (pressed: boolean) => void;
  /** The heart saves to this event's shortlist instead of the favourites ('Shortlist DJ Nova for Sam's 30th'). */
  listName?: string;
}

/** The heart: a toggle button whose state the caller keeps and saves (to favourites or an event's shortlist). */
export function FavouriteToggle({ name, pressed, onChange, listName }: FavouriteToggleProps) {
  return (
    <Button
      shape="circle"
      aria-label={listName ? `Shortlist ${name} for ${listName}` : `Favorite ${name}`}
      aria-pressed={pressed}
      title={
        listName
          ? pressed
            ? `Remove from the ${listName} shortlist`
            : `Add to the ${listName} shortlist`
          : pressed
            ? 'Remove from favorites'
            : 'Save to favorites'
      }
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
