import { Tag } from 'antd';

/** A chip with a remove button named 'Remove {label}'. */
export function RemovableTag({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Tag style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      {label}
      <button
        type="button"
        aria-label={`Remove ${label}`}
        onClick={onRemove}
        style={{ border: 0, background: 'none', cursor: 'pointer', padding: 0 }}
      >
        ×
      </button>
    </Tag>
  );
}
