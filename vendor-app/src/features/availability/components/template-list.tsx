import { brandColors, radii } from '@partyeasy/shared-ui/theme';
import { Button, Flex, Skeleton, Typography } from 'antd';
import { TEMPLATE_DRAG_TYPE } from '../model/drag';
import type { TimeSlotTemplate } from '../model/types';

export interface TemplateListProps {
  templates: readonly TimeSlotTemplate[] | undefined;
  loading: boolean;
  onDelete: (template: TimeSlotTemplate) => void;
}

export const templateText = (template: TimeSlotTemplate) =>
  template.display_text ?? `${template.start_time} - ${template.end_time}`;

/** The vendor's time slots; each one can be dragged onto a date of the calendar. */
export function TemplateList({ templates, loading, onDelete }: TemplateListProps) {
  if (loading || !templates) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (templates.length === 0) {
    return (
      <Typography.Text type="secondary">
        No time slots yet. Click 'Add Availability' to create one.
      </Typography.Text>
    );
  }
  return (
    <ul aria-label="Time slots" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {templates.map((template) => (
        <li key={template.id}>
          <Flex
            align="center"
            gap={8}
            draggable
            data-template-id={template.id}
            title="Drag onto a date"
            onDragStart={(event) => {
              event.dataTransfer.setData(TEMPLATE_DRAG_TYPE, template.id);
              event.dataTransfer.setData('text/plain', templateText(template));
              event.dataTransfer.effectAllowed = 'copy';
            }}
            style={{
              padding: '8px 8px 8px 10px',
              border: `1px solid ${brandColors.primary}`,
              borderRadius: radii.md,
              background: '#fff7f2',
              cursor: 'grab',
              userSelect: 'none',
            }}
          >
            <span aria-hidden="true">⠿</span>
            <Typography.Text strong style={{ flex: 1 }}>
              {templateText(template)}
            </Typography.Text>
            <Button
              size="small"
              type="text"
              danger
              aria-label={`Delete time slot ${templateText(template)}`}
              onClick={() => onDelete(template)}
            >
              Delete
            </Button>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
