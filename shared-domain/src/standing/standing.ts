import { STANDING_PERIOD_DAYS, STANDING_RULES } from '../constants.ts';

/** public.vendor_standing()'s answer: one vendor's figures over the period. */
export interface VendorStandingFigures {
  vendor_id: string;
  period_days: number;
  period_from: string;
  period_to: string;
  replies: { turns: number; within_24h: number };
  quote_requests: { requests: number; within_12h: number };
  cancellations: { bookings: number; by_vendor: number };
  reviews: { count: number; average: number | null };
  shortfalls: number;
}

export type StandingRule = keyof typeof STANDING_RULES;
export type StandingStatus = 'met' | 'unmet' | 'not_enough_data';

/**
 * Whether a rule is met by its figure (a rate for replies, quote requests and cancellations, the average
 * for reviews) over `cases` cases; fewer cases than the rule needs is not enough data to judge.
 * replies: 0.9 over 10 → met, 0.8 over 10 → unmet, 1 over 2 → not_enough_data;
 * cancellations: 0 over 20 → met, 0.05 over 20 → unmet (the rule is under 5%), 0.5 over 4 → not_enough_data;
 * reviews: 4 over 3 → met, 3.9 over 10 → unmet, 5 over 2 → not_enough_data.
 */
export function standingStatus(rule: StandingRule, value: number | null, cases: number): StandingStatus {
  const limits = STANDING_RULES[rule];
  if (value === null || !Number.isFinite(value) || cases < limits.minCases) return 'not_enough_data';
  switch (rule) {
    case 'replies':
    case 'quoteRequests':
      return value >= STANDING_RULES[rule].minRate ? 'met' : 'unmet';
    case 'cancellations':
      return value < STANDING_RULES.cancellations.maxRate ? 'met' : 'unmet';
    case 'reviews':
      return value >= STANDING_RULES.reviews.minAverage ? 'met' : 'unmet';
  }
}

/** One rule as the dashboard shows it. */
export interface StandingLine {
  rule: StandingRule;
  title: string;
  /** The rule in the Terms' words. */
  requirement: string;
  /** The vendor's figure in words, or why there is none. */
  figure: string;
  status: StandingStatus;
  /** What falls short, in words; null unless unmet. */
  shortfall: string | null;
}

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const percent = (value: number) => `${Math.round(value * 100)}%`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The four rules with the vendor's figures, in the Terms' order. Example: replies {turns: 10,
 * within_24h: 8} → { title: 'Message replies', figure: '8 of 10 answered within 24 hours (80%)',
 * status: 'unmet', shortfall: 'You answered 8 of 10 messages within 24 hours (80%); at least 90% should be.' }.
 */
export function standingLines(f: VendorStandingFigures): StandingLine[] {
  const { replies, quoteRequests, cancellations, reviews } = STANDING_RULES;
  const needed = (n: number, what: string) => `Not enough data yet: ${n} ${what} needed`;

  const replyRate = rate(f.replies.within_24h, f.replies.turns);
  const replyStatus = standingStatus('replies', replyRate, f.replies.turns);
  const quoteRate = rate(f.quote_requests.within_12h, f.quote_requests.requests);
  const quoteStatus = standingStatus('quoteRequests', quoteRate, f.quote_requests.requests);
  const cancelRate = rate(f.cancellations.by_vendor, f.cancellations.bookings);
  const cancelStatus = standingStatus('cancellations', cancelRate, f.cancellations.bookings);
  const average = f.reviews.average === null ? null : Number(f.reviews.average);
  const reviewStatus = standingStatus('reviews', average, f.reviews.count);

  return [
    {
      rule: 'replies',
      title: 'Message replies',
      requirement: `Reply to messages within ${replies.withinHours} hours`,
      figure:
        replyStatus === 'not_enough_data' || replyRate === null
          ? `${needed(replies.minCases, 'conversations')} (${f.replies.turns} so far)`
          : `${f.replies.within_24h} of ${f.replies.turns} answered within ${replies.withinHours} hours (${percent(replyRate)})`,
      status: replyStatus,
      shortfall:
        replyStatus === 'unmet' && replyRate !== null
          ? `You answered ${f.replies.within_24h} of ${f.replies.turns} messages within ${replies.withinHours} hours (${percent(replyRate)}); at least ${percent(replies.minRate)} should be.`
          : null,
    },
    {
      rule: 'quoteRequests',
      title: 'Booking requests',
      requirement: `Answer booking requests within ${quoteRequests.withinHours} hours`,
      figure:
        quoteStatus === 'not_enough_data' || quoteRate === null
          ? `${needed(quoteRequests.minCases, 'requests')} (${f.quote_requests.requests} so far)`
          : `${f.quote_requests.within_12h} of ${f.quote_requests.requests} answered within ${quoteRequests.withinHours} hours (${percent(quoteRate)})`,
      status: quoteStatus,
      shortfall:
        quoteStatus === 'unmet' && quoteRate !== null
          ? `You answered ${f.quote_requests.within_12h} of ${f.quote_requests.requests} booking requests within ${quoteRequests.withinHours} hours (${percent(quoteRate)}); at least ${percent(quoteRequests.minRate)} should be.`
          : null,
    },
    {
      rule: 'cancellations',
      title: 'Cancellations',
      requirement: `Keep cancellations under ${percent(cancellations.maxRate)} of your bookings`,
      figure:
        cancelStatus === 'not_enough_data' || cancelRate === null
          ? `${needed(cancellations.minCases, 'paid bookings')} (${f.cancellations.bookings} so far)`
          : `${f.cancellations.by_vendor} of ${plural(f.cancellations.bookings, 'booking', 'bookings')} cancelled by you (${percent(cancelRate)})`,
      status: cancelStatus,
      shortfall:
        cancelStatus === 'unmet' && cancelRate !== null
          ? `You cancelled ${f.cancellations.by_vendor} of ${plural(f.cancellations.bookings, 'booking', 'bookings')} (${percent(cancelRate)}); keep it under ${percent(cancellations.maxRate)}.`
          : null,
    },
    {
      rule: 'reviews',
      title: 'Review average',
      requirement: `Keep a ${reviews.minAverage}+ star average`,
      figure:
        reviewStatus === 'not_enough_data' || average === null
          ? `${needed(reviews.minCases, 'reviews')} (${f.reviews.count} so far)`
          : `${average.toFixed(1)} stars over ${plural(f.reviews.count, 'review', 'reviews')}`,
      status: reviewStatus,
      shortfall:
        reviewStatus === 'unmet' && average !== null
          ? `Your reviews average ${average.toFixed(1)} stars; keep it at ${reviews.minAverage} or more.`
          : null,
    },
  ];
}

/**
 * The card's headline: 'You meet every rule we can judge.' with no shortfall, else 'Falls short on 1 of 4
 * rules.' / 'Falls short on 2 of 4 rules.'.
 */
export function standingHeadline(lines: readonly StandingLine[]): string {
  const short = lines.filter((line) => line.status === 'unmet').length;
  return short === 0
    ? 'You meet every rule we can judge.'
    : `Falls short on ${short} of ${lines.length} ${lines.length === 1 ? 'rule' : 'rules'}.`;
}

/** 'Last 90 days (Aug 30 – Nov 28, 2026)' style label of the period, from its ISO ends. */
export function standingPeriodLabel(f: Pick<VendorStandingFigures, 'period_from' | 'period_to'>): string {
  const fmt = (iso: string, year: boolean) =>
    new Date(iso).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      ...(year ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
  return `Last ${STANDING_PERIOD_DAYS} days (${fmt(f.period_from, false)} – ${fmt(f.period_to, true)})`;
}
