/** The landing page's copy: statistics, steps, example bookings, benefits, testimonials and the FAQ. */

export const VENDOR_START_PATH = '/host/booking/start';

export const STATS = [
  { value: '$0', label: 'to join' },
  { value: '5%', label: 'platform fee per booking' },
  { value: '95%', label: 'of every booking paid to you' },
  { value: '24/7', label: 'online booking' },
] as const;

export const STEPS = [
  {
    title: 'Create your listing',
    text: 'Sign up for free and tell hosts about your services and experience.',
  },
  {
    title: 'Add packages and photos',
    text: 'Set your packages, add-ons and prices, and upload your best photos.',
  },
  { title: 'Set your availability', text: 'Choose the dates and time slots you can take bookings.' },
  { title: 'Get booked and paid', text: 'Hosts book and pay online; you are paid after the event.' },
] as const;

export const EXAMPLE_BOOKINGS = [
  { service: 'DJ', event: 'Wedding reception', detail: '5 hours · 120 guests', total: '$1,250' },
  { service: 'Photographer', event: 'Birthday party', detail: '3 hours · 40 guests', total: '$600' },
  { service: 'Bartender', event: 'Corporate mixer', detail: '4 hours · 80 guests', total: '$480' },
] as const;

export const BENEFITS = [
  { title: 'Free to join', text: 'No sign-up cost and no monthly subscription.' },
  { title: 'Simple 5% fee', text: 'A 5% platform fee per booking; you keep 95%.' },
  {
    title: 'Payout after the event',
    text: 'Payment is collected up front and paid out to you after the event.',
  },
  { title: 'Your calendar, your rules', text: 'Only the time slots you open can be booked.' },
] as const;

export const TESTIMONIALS = [
  {
    quote: 'I filled three weekends in my first month without chasing a single invoice.',
    name: 'Marcus T.',
    role: 'DJ, Dallas TX',
  },
  {
    quote: 'Hosts see my packages and prices up front, so every enquiry is a real booking.',
    name: 'Priya S.',
    role: 'Photographer',
  },
  {
    quote: 'Setting my availability takes minutes, and I never get double booked.',
    name: 'Jordan L.',
    role: 'Bartender',
  },
] as const;

export const FAQ = [
  {
    question: 'Is it free to join?',
    answer: 'Yes. Creating a listing is free to join, with no monthly fees.',
  },
  {
    question: 'How much does PartyEasy charge?',
    answer: 'A 5% platform fee on each booking. You receive 95% of the booking total.',
  },
  { question: 'When do I get paid?', answer: 'Payouts are made after the event.' },
  {
    question: 'How do hosts pay?',
    answer: 'Hosts pay online by card when they book, through a secure hosted checkout.',
  },
  {
    question: 'Who decides my prices?',
    answer: 'You do: set packages per hour, per guest or per event, plus optional add-ons.',
  },
  {
    question: 'How do I control when I can be booked?',
    answer: 'Add time slots in the availability manager; hosts can only book the slots you open.',
  },
  {
    question: 'How long does approval take?',
    answer: 'Our team reviews every new listing before it goes live, usually within a few business days.',
  },
  {
    question: 'Can I edit my listing later?',
    answer: 'Yes. You can edit your listing, packages and photos at any time from your vendor dashboard.',
  },
] as const;
