import { describe, expect, it } from 'vitest';
import {
  BOOKINGS_CSV_COLUMNS,
  bookingsCsv,
  csvField,
  dataExportFileNames,
  type ExportedBooking,
} from './data-export.ts';

const booking = (over: Partial<ExportedBooking> = {}): ExportedBooking => ({
  id: 'b1',
  vendor_name: 'DJ Nova',
  booking_date: '2026-06-03',
  booking_time: '18:30:00',
  duration_hours: 4,
  guest_count: 80,
  selected_packages: 'Party Starter',
  selected_addons: null,
  event_location: '12 Main St',
  total_amount: 600,
  processing_fee: 30,
  payment_status: 'completed',
  refunded_cents: 0,
  created_at: '2026-05-01T10:00:00+00:00',
  paid_at: '2026-05-01T10:02:00+00:00',
  cancelled_at: null,
  completed_at: '2026-06-04T03:00:00+00:00',
  ...over,
});

describe('csvField', () => {
  it('writes plain text, numbers and nothing as they are', () => {
    expect(csvField('DJ Nova')).toBe('DJ Nova');
    expect(csvField(4.5)).toBe('4.5');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('keeps a spreadsheet from running text as a formula', () => {
    expect(csvField('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvField('+1 512 555 0100')).toBe("'+1 512 555 0100");
    expect(csvField('-5')).toBe("'-5");
    expect(csvField('@handle')).toBe("'@handle");
    expect(csvField('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
  });
});

describe('bookingsCsv', () => {
  it('writes the header and one CRLF line per booking, as host first, then of the listing', () => {
    const csv = bookingsCsv({
      bookings_as_host: [booking()],
      bookings_of_listing: [
        booking({
          id: 'b2',
          vendor_name: 'Sounds, Inc.',
          selected_addons: 'Fog machine, Lights',
          event_location: undefined,
          payment_status: 'cancelled',
          refunded_cents: 31500,
          processing_fee: null,
          paid_at: null,
          cancelled_at: '2026-05-20T09:00:00+00:00',
          completed_at: null,
        }),
      ],
    });
    expect(csv).toBe(
      `${BOOKINGS_CSV_COLUMNS.join(',')}\r\n` +
        'host,b1,2026-06-03,18:30,4,80,DJ Nova,Party Starter,,12 Main St,completed,600.00,30.00,0.00,' +
        '2026-05-01T10:00:00+00:00,2026-05-01T10:02:00+00:00,,2026-06-04T03:00:00+00:00\r\n' +
        'vendor,b2,2026-06-03,18:30,4,80,"Sounds, Inc.",Party Starter,"Fog machine, Lights",,cancelled,600.00,,315.00,' +
        '2026-05-01T10:00:00+00:00,,2026-05-20T09:00:00+00:00,\r\n',
    );
  });

  it('is the header alone without bookings', () => {
    expect(bookingsCsv({ bookings_as_host: [], bookings_of_listing: [] })).toBe(
      'role,booking_id,event_date,start_time,hours,guests,listing,package,addons,event_location,status,subtotal,fee,refunded,booked_at,paid_at,cancelled_at,completed_at\r\n',
    );
  });

  it('keeps an address with a line break and quotes in one field', () => {
    const csv = bookingsCsv({
      bookings_as_host: [booking({ event_location: 'The "Loft"\nFloor 2' })],
      bookings_of_listing: [],
    });
    expect(csv.split('\r\n')[1]).toContain(',"The ""Loft""\nFloor 2",');
  });
});

describe('dataExportFileNames', () => {
  it('names both files by the day', () => {
    expect(dataExportFileNames('2026-11-28')).toEqual({
      json: 'partyeasy-my-data-2026-11-28.json',
      csv: 'partyeasy-bookings-2026-11-28.csv',
    });
  });
});
