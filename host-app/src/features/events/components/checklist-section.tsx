import { Link } from '@partyeasy/shared-ui/router';
import { brandColors } from '@partyeasy/shared-ui/theme';
import { checklist } from '../model/schedule';
import type { EventDetails } from '../model/types';

/** The categories the host said they need, each booked or with a link to find one free that day. */
export function ChecklistSection({
  details,
  browseHref,
}: {
  details: EventDetails;
  browseHref: (category: string) => string;
}) {
  const items = checklist(details.event.categories, details.bookings);
  return (
    <section aria-labelledby="checklist-title" style={{ display: 'grid', gap: 8 }}>
      <h2 id="checklist-title" style={{ margin: 0, fontSize: 22 }}>
        Checklist
      </h2>
      {items.length === 0 ? (
        <span style={{ color: brandColors.textSecondary }}>No categories chosen for this event.</span>
      ) : (
        <ul
          aria-label="Checklist"
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: '8px 20px',
          }}
        >
          {items.map((item) => (
            <li key={item.category} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
              {item.booked ? (
                <>
                  <span aria-hidden style={{ color: brandColors.success, fontWeight: 700 }}>
                    ✓
                  </span>
                  <span>{item.category}: booked</span>
                </>
              ) : (
                <>
                  <span aria-hidden style={{ color: brandColors.textSecondary }}>
                    ○
                  </span>
                  <span>
                    {item.category}: <Link to={browseHref(item.category)}>find one</Link>
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
