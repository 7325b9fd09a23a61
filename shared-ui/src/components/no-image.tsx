import { PictureOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { brandColors } from '../theme';

export interface NoImageProps {
  style?: CSSProperties;
}

/** The placeholder shown where a vendor has no photo. */
export function NoImage({ style }: NoImageProps) {
  return (
    <div
      role="img"
      aria-label="No image"
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 4,
        width: '100%',
        height: '100%',
        minHeight: 120,
        background: '#f5efe8',
        color: brandColors.textTertiary,
        ...style,
      }}
    >
      <PictureOutlined aria-hidden="true" style={{ fontSize: 28 }} />
      <span aria-hidden="true">No image</span>
    </div>
  );
}
