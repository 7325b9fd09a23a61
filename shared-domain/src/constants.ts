/**
 * Business constants of the spec (part 1 section 9, part 2 section 9), typed once so no UI retypes them.
 * Durations are milliseconds unless the name says otherwise.
 */

/** Browse filter buttons, in the spec's order. */
export const CATEGORIES = [
  'All',
  'DJ',
  'Bartender',
  'Photographer',
  'Magician',
  'Casino',
  'Event Venue',
  'Caterer',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Service type choices of onboarding's basic-info step; with 'Other' the custom text is saved instead. */
export const SERVICE_TYPES = [
  'DJ',
  'Bartender',
  'Caterer',
  'Photographer',
  'Magician',
  'Casino',
  'Event Venue',
  'Other',
] as const;
export type ServiceTypeOption = (typeof SERVICE_TYPES)[number];

export const CHARGING_TYPES = ['per_hour', 'per_guest', 'per_event'] as const;
export type ChargingType = (typeof CHARGING_TYPES)[number];
/** Column defaults: Packages.charging_type per_hour, addons.charging_type per_event. */
export const DEFAULT_PACKAGE_CHARGING_TYPE: ChargingType = 'per_hour';
export const DEFAULT_ADDON_CHARGING_TYPE: ChargingType = 'per_event';

export const USER_TYPES = ['host', 'vendor'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const USER_TYPE_LABELS: Record<UserType, string> = {
  host: "I'm planning a party",
  vendor: "I'm a vendor",
};

/** Onboarding steps in order; the route is /host/booking/{step}. */
export const ONBOARDING_STEPS = [
  'start',
  'basic-info',
  'location',
  'upload-photos',
  'packages',
  'add-ons',
  'review',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export const ONBOARDING_STEP_COUNT = 7;

// Money
export const PLATFORM_FEE_RATE = 0.05;
export const VENDOR_PAYOUT_RATE = 0.95;
export const CURRENCY = 'usd';

// Home page
export const HERO_ROTATING_WORDS = ['party', 'wedding', 'event', 'celebration', 'gathering'] as const;
export const HERO_WORD_ROTATION_MS = 3000;
export const HOW_IT_WORKS_HIGHLIGHT_MS = 4000;
export const STEP_REVEAL_STAGGER_MS = 300;
export const STEP_REVEAL_VISIBLE_FRACTION = 0.2;

// Photos
export const PHOTOS_MIN = 5;
export const PHOTOS_MAX = 20;
/** 50 MB, counted in binary megabytes (the size message divides by 1024 × 1024). */
export const PHOTO_MAX_BYTES = 50 * 1024 * 1024;
export const PHOTO_MIN_DIMENSION = 100;
export const IMAGE_MAX_WIDTH = 1920;
export const IMAGE_MAX_HEIGHT = 1080;
export const WEBP_QUALITY = 0.85;
/** A file already in WebP is only replaced by its conversion when that saves at least this fraction. */
export const WEBP_MIN_SAVING = 0.1;
export const UPLOAD_RETRY_ATTEMPTS = 3;
/** Wait before retry n is this times n. */
export const UPLOAD_RETRY_DELAY_MS = 1000;
export const STORAGE_CACHE_CONTROL_SECONDS = 3600;
export const VENDOR_PHOTOS_BUCKET = 'vendor-photos';

// Onboarding
export const BIO_MAX_LENGTH = 500;
/** Business and package names (the vendors and Packages length checks). */
export const NAME_MAX_LENGTH = 200;
export const EXPERIENCE_MAX_YEARS = 80;
/** Digits a phone number may have (ITU E.164 allows 15; 7 is the shortest local number). */
export const PHONE_DIGITS_MIN = 7;
export const PHONE_DIGITS_MAX = 15;
/** A package's price and surcharges, in dollars. */
export const PACKAGE_PRICE_MAX = 1_000_000;

// Booking limits: a package may set its own maximum guests and hours; these apply when it does not.
export const GUESTS_MAX_DEFAULT = 1000;
export const GUESTS_MAX_LIMIT = 100_000;
export const BOOKING_HOURS_MAX_DEFAULT = 12;
export const BOOKING_HOURS_MAX_LIMIT = 24;
export const VENDOR_ID_STORAGE_KEY = 'vendorId';
/** A host's selection kept (session storage) while they log in to book it. */
export const PENDING_BOOKING_STORAGE_KEY = 'partyeasy.pendingBooking';
/** The vendor a visitor hearted (session storage): saved as a favourite once they have logged in. */
export const PENDING_FAVOURITE_STORAGE_KEY = 'partyeasy.pendingFavourite';
/** The vendor a visitor pressed 'Message the vendor' for (session storage): the conversation opens once logged in. */
export const PENDING_MESSAGE_STORAGE_KEY = 'partyeasy.pendingMessage';
/**
 * What a signed-in user leaves in the browser's storage; it belongs to that user only and is cleared on
 * logout and when another account signs in on the same browser (see `watchAuthSession`).
 */
export const USER_STORAGE_KEYS = {
  local: [VENDOR_ID_STORAGE_KEY],
  session: [PENDING_BOOKING_STORAGE_KEY, PENDING_FAVOURITE_STORAGE_KEY, PENDING_MESSAGE_STORAGE_KEY],
} as const;
/** The user the browser's user storage belongs to (local storage). */
export const STORAGE_OWNER_KEY = 'partyeasy.storageOwner';
export const PLACE_SUGGESTION_DEBOUNCE_MS = 200;
export const PLACE_SUGGESTION_CACHE_SECONDS = 86_400;

// Favourites
/** Favourites one user can keep (the database refuses more, favourites_limit). */
export const FAVOURITES_LIMIT = 500;
/** Vendors per page of the favourites list. */
export const FAVOURITES_PAGE_SIZE = 12;

// Accounts
export const PASSWORD_MIN_LENGTH = 6;
/** GoTrue hashes at most 72 bytes of a password (bcrypt); a longer one is refused. */
export const PASSWORD_MAX_LENGTH = 72;
/** A full name in the profile: 1 to 100 characters after trimming. */
export const FULL_NAME_MAX_LENGTH = 100;
export const PASSWORD_RESET_REDIRECT_MS = 2000;

// Toasts and rotations
export const ERROR_TOAST_MS = 5000;
export const TOAST_LIMIT = 20;
export const TOAST_DEFAULT_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;
export const SETTINGS_TOAST_MS = 4000;
export const TESTIMONIAL_ROTATION_MS = 6000;
export const LANDING_FAQ_COUNT = 8;

// Availability and slots
export const SLOT_STEP_HOURS = 1;
/** A night charge applies to a start at or after this time. */
export const NIGHT_START_TIME = '18:00';
/** Overnight availability must end by this time. */
export const OVERNIGHT_LATEST_END = '04:00';
export const RECURRING_DEFAULT_MONTHS = 3;
export const AVAILABILITY_VIEW_MONTHS = 6;
export const BOOKING_HOURS_STEP = 0.5;

// Cancellation policy shown on profiles
export const FULL_REFUND_MIN_HOURS = 72;
export const HALF_REFUND_MIN_HOURS = 24;
/** The terms' grace window: an event within 7 days of booking is fully refunded if cancelled within 4 hours. */
export const GRACE_CANCEL_HOURS = 4;
export const GRACE_EVENT_WITHIN_DAYS = 7;
/** Vendors need 7 days' notice to cancel a paid booking (the database refuses it closer to the event). */
export const VENDOR_CANCEL_NOTICE_DAYS = 7;

/**
 * The most packages, add-ons or time-slot templates of one listing the apps read at once: far above any
 * real listing, and below the API's max_rows (1,000), so a read is never cut short silently by the API.
 */
export const LISTING_ITEMS_LIMIT = 200;

/** How many of a host's bookings /dashboard lists, newest first. */
export const MY_BOOKINGS_LIMIT = 200;

/** How many bookings a tab of My bookings shows at a time ('Show more' asks for the next page). */
export const MY_BOOKINGS_PAGE_SIZE = 20;

/** The API's max_rows (supabase/config.toml): the page size of reads that go through every row of a range. */
export const API_MAX_ROWS = 1000;

// Vendor standing: the Terms' four rules (part 2 section 9), over the last STANDING_PERIOD_DAYS. The
// database's standing_rule_status holds the same numbers for the admin list's filter.
export const STANDING_PERIOD_DAYS = 90;
export const STANDING_RULES = {
  /** Reply to messages within 24 hours: met when at least 90% of the host turns were answered in time. */
  replies: { withinHours: 24, minRate: 0.9, minCases: 3 },
  /** Answer booking (quote) requests within 12 hours, met the same way. */
  quoteRequests: { withinHours: 12, minRate: 0.9, minCases: 3 },
  /** Cancellations by the vendor under 5% of its paid bookings. */
  cancellations: { maxRate: 0.05, minCases: 5 },
  /** A review average of 4 stars or more. */
  reviews: { minAverage: 4, minCases: 3 },
} as const;
