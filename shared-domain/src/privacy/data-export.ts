/**
 * The "Download my data" files: the JSON document public.export_my_data() answers, as it is, and a CSV of the
 * bookings in it (as host, then of the listing), one row each, per RFC 4180: fields separated by commas,
 * lines ended by CRLF, a field holding a comma, a double quote or a line break quoted with its quotes
 * doubled. A text field that a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) gets
 * a leading apostrophe.
 */

/** A booking as the export lists it (bookings_as_host carries the host's own details too). */
export interface ExportedBooking {
  id: string;
  vendor_name: string | null;
  booking_date: string;
  booking_time: string;
  duration_hours: number;
  guest_count: number;
  selected_packages: string | null;
  selected_addons: string | null;
  event_location?: string | null;
  total_amount: number;
  processing_fee: number | null;
  payment_status: string;
  refunded_cents: number;
  created_at: string;
  paid_at: string | null;
  cancelled_at: string | null;
  completed_at: string | null;
}

export interface DataExport {
  format: 'partyeasy-data-export';
  version: number;
  exported_at: string;
  bookings_as_host: ExportedBooking[];
  bookings_of_listing: ExportedBooking[];
  /** photo_urls: the photos' public addresses, added by the app (the database knows only their paths). */
  listing: { photos: string[]; photo_urls?: string[] } | null;
  [key: string]: unknown;
}

export const BOOKINGS_CSV_COLUMNS = [
  'role',
  'booking_id',
  'event_date',
  'start_time',
  'hours',
  'guests',
  'listing',
  'package',
  'addons',
  'event_location',
  'status',
  'subtotal',
  'fee',
  'refunded',
  'booked_at',
  'paid_at',
  'cancelled_at',
  'completed_at',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV field. null/undefined → ''; numbers as written; 'Smith, Jo' → '"Smith, Jo"'; 'say "hi"' →
 * '"say ""hi"""'; '=SUM(A1)' → "'=SUM(A1)"; 'a\nb' → '"a\nb"'.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Dollars with two decimals from a dollar amount (200 → '200.00') or from cents (1250 → '12.50'). */
const dollars = (amount: number | null | undefined) =>
  amount === null || amount === undefined || !Number.isFinite(amount) ? '' : amount.toFixed(2);

function bookingRow(role: 'host' | 'vendor', b: ExportedBooking): string {
  return [
    csvField(role),
    csvField(b.id),
    csvField(b.booking_date),
    csvField(b.booking_time.slice(0, 5)),
    csvField(b.duration_hours),
    csvField(b.guest_count),
    csvField(b.vendor_name),
    csvField(b.selected_packages),
    csvField(b.selected_addons),
    csvField(b.event_location ?? null),
    csvField(b.payment_status),
    dollars(b.total_amount),
    dollars(b.processing_fee),
    dollars(b.refunded_cents / 100),
    csvField(b.created_at),
    csvField(b.paid_at),
    csvField(b.cancelled_at),
    csvField(b.completed_at),
  ].join(',');
}

/** The bookings CSV of an export: the header, then the bookings as host, then those of the listing. */
export function bookingsCsv(data: Pick<DataExport, 'bookings_as_host' | 'bookings_of_listing'>): string {
  const lines = [
    BOOKINGS_CSV_COLUMNS.join(','),
    ...data.bookings_as_host.map((b) => bookingRow('host', b)),
    ...data.bookings_of_listing.map((b) => bookingRow('vendor', b)),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The two files' names for a download on `date` (YYYY-MM-DD, the user's day). */
export function dataExportFileNames(date: string): { json: string; csv: string } {
  return { json: `partyeasy-my-data-${date}.json`, csv: `partyeasy-bookings-${date}.csv` };
}

export const PRIVACY_MESSAGES = {
  passwordRequired: 'Type your password to delete your account.',
  confirmRequired: 'Type DELETE to confirm.',
  exportFailed: "We couldn't prepare your data. Please try again.",
  deleteFailed: 'We could not delete your account. Please try again.',
  deleted: 'Your account was deleted. We are sorry to see you go.',
} as const;

/** What the user types to confirm the deletion, next to the password. */
export const DELETE_CONFIRM_WORD = 'DELETE';
