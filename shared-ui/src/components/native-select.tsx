import { theme } from 'antd';
import type { CSSProperties, SelectHTMLAttributes } from 'react';
import styles from './native-select.module.css';

export type NativeSelectProps = SelectHTMLAttributes<HTMLSelectElement>;

/**
 * A plain `<select>` in the theme's look: one control for every short choice list, so the wizard's and
 * the filters' selects match the antd inputs beside them while phones keep their native picker.
 */
export function NativeSelect({ className, style, ...props }: NativeSelectProps) {
  const { token } = theme.useToken();
  const vars = {
    '--pe-control-height': `${token.controlHeight}px`,
    '--pe-border': token.colorBorder,
    '--pe-radius': `${token.borderRadius}px`,
    '--pe-text': token.colorText,
    '--pe-primary': token.colorPrimary,
    '--pe-error': token.colorError,
    ...style,
  } as CSSProperties;
  return (
    <select {...props} className={className ? `${styles.select} ${className}` : styles.select} style={vars} />
  );
}
