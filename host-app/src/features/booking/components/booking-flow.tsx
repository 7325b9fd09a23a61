import {
  BOOKING_MESSAGES,
  type CalendarDate,
  initialBookingHours,
  quoteBooking,
} from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useLocation, useNavigate } from '@partyeasy/shared-ui/router';
import { useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { createBooking } from '../api/create-booking';
import { CheckoutError } from '../api/create-checkout-session';
import { blockingBookingsQueryOptions } from '../api/get-blocking-bookings';
import { loadEmbeddedStripe } from '../api/load-stripe';
import { useCardPayment } from '../hooks/use-card-payment';
import { bookingDateOf, bookingRequest, PAYMENT_CANCELLED_NOTICE, quoteChoice } from '../model/checkout';
import type { BookingAddon, BookingEvent, BookingPackage, BookingVendor, ChosenSlot } from '../model/types';
import { BookingDetailsStep } from './booking-details-step';
import { CalendarStep } from './calendar-step';
import { ConfirmStep } from './confirm-step';
import { EmbeddedCheckoutPanel } from './embedded-checkout-panel';
import { HostedPaymentFallback } from './hosted-payment-fallback';

export interface BookingFlowProps {
  vendor: BookingVendor;
  pkg: BookingPackage;
  addons: readonly { addon: BookingAddon; quantity: number }[];
  open: boolean;
  onClose: () => void;
  /** The date searched on the home page: the calendar opens on it. */
  initialDate?: CalendarDate | null;
  /** The host's current event: guests and hours start from it and the booking belongs to it. */
  event?: BookingEvent | null;
  /** Where the browser goes for the hosted checkout (the fallback without Stripe.js); a seam for tests. */
  redirect?: (url: string) => void;
}

type Step = 'details' | 'calendar' | 'confirm';

/**
 * The three booking modals, one shown at a time: Booking Details, then the calendar and time slots (Back
 * returns), then Confirm Booking (Back to Calendar returns), where Pay shows the card form (Embedded
 * Checkout) in the same modal. Closing any of them closes all three (and releases a started, unpaid
 * checkout's slot). The browser's Back during card entry closes the card form (as Cancel payment does)
 * and stays on the page with the choices kept, saying so.
 */
export function BookingFlow(props: BookingFlowProps) {
  // A fresh flow every time it opens: nothing from an abandoned attempt carries over.
  return props.open ? <OpenBookingFlow {...props} /> : null;
}

function OpenBookingFlow({
  vendor,
  pkg,
  addons,
  onClose,
  initialDate = null,
  event = null,
  redirect = (url) => window.location.assign(url),
}: BookingFlowProps) {
  const selection = { vendor, pkg, addons };
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('details');
  const [guests, setGuests] = useState<number | null>(event?.guests ?? null);
  const [hours, setHours] = useState<number | null>(() => {
    const fromPackage = initialBookingHours(pkg);
    // A package of fixed length keeps it; otherwise the event's hours, never below the package's minimum.
    return fromPackage === null || !event ? fromPackage : Math.max(fromPackage, event.hours);
  });
  const [date, setDate] = useState<CalendarDate | null>(initialDate);
  const [slot, setSlot] = useState<ChosenSlot | null>(null);
  const [eventLocation, setEventLocation] = useState('');
  const [specialInstructions, setSpecialInstructions] = useState('');
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [calendarNotice, setCalendarNotice] = useState<string | null>(null);
  const [payNotice, setPayNotice] = useState<string | null>(null);

  const baseQuote = quoteBooking({ pkg, addons, guests, hours });
  const choice = date && slot ? { selection, guests, hours, date, slot } : null;
  const quote = choice ? quoteChoice(choice) : baseQuote;
  // The booking the last Pay created, with the request it was made from: Pay again for the same choice (after
  // a declined card, a refused hold) pays the same booking instead of making another.
  const [created, setCreated] = useState<{ request: string; bookingId: string } | null>(null);
  const card = useCardPayment({
    redirect,
    leaveBy: 'cancel',
    // The released time is offered again at once.
    onReleased: () => {
      if (date) void queryClient.invalidateQueries(blockingBookingsQueryOptions(vendor.id, date));
    },
  });

  /** Cancel payment, or the browser's Back while the card form is shown. */
  function cancelPayment() {
    card.abandon();
    setPayError(null);
    setPayNotice(PAYMENT_CANCELLED_NOTICE);
  }

  // The card form gets a history entry of its own (same address), so that the browser's Back closes it
  // here, as Cancel payment does, instead of leaving the page (which cancelled the booking without a word).
  const navigate = useNavigate();
  const location = useLocation();
  const cardEntry = (location.state as { cardEntry?: string } | null)?.cardEntry;
  const shownId = card.payment?.kind === 'embedded' ? card.payment.bookingId : null;
  const onEntry = useRef<string | null>(null);
  const pushedFor = useRef<string | null>(null);
  const cancelOnBack = useRef(cancelPayment);
  cancelOnBack.current = cancelPayment;
  useEffect(() => {
    if (!shownId) {
      onEntry.current = null;
      pushedFor.current = null;
    } else if (cardEntry === shownId) {
      onEntry.current = shownId;
    } else if (onEntry.current === shownId) {
      // The form's entry was left while the form is shown: Back.
      onEntry.current = null;
      cancelOnBack.current();
    } else if (pushedFor.current !== shownId) {
      pushedFor.current = shownId;
      navigate(`${location.pathname}${location.search}`, { state: { cardEntry: shownId } });
    }
  }, [shownId, cardEntry, navigate, location.pathname, location.search]);

  /** Why the checkout did not start: a taken slot goes back to the calendar with fresh slots. */
  async function checkoutFailed(error: unknown) {
    if (error instanceof CheckoutError && error.slotGone) {
      // Another time means another booking: this one (and the fallback offered for it) is given up.
      card.discard();
      setCalendarNotice(error.message);
      setSlot(null);
      setStep('calendar');
      if (date) await queryClient.invalidateQueries(blockingBookingsQueryOptions(vendor.id, date));
      return;
    }
    setPayError(error instanceof CheckoutError ? error.message : BOOKING_MESSAGES.paymentFailed);
  }

  async function pay() {
    if (!choice) return;
    setPaying(true);
    setPayError(null);
    setPayNotice(null);
    // Stripe.js is fetched from here on only: never with the vendor page or the first visit.
    const stripeJs = loadEmbeddedStripe();
    stripeJs.catch(() => undefined);
    const { data: session } = await getSupabase()
      .auth.getSession()
      .catch(() => ({ data: { session: null } }));
    const token = session.session?.access_token;
    if (!token) {
      setPaying(false);
      setPayError(BOOKING_MESSAGES.loginToBook);
      return;
    }
    const request = bookingRequest(choice, { eventLocation, specialInstructions });
    const key = JSON.stringify(request);
    let bookingId = created?.request === key ? card.bookingId() : null;
    try {
      if (!bookingId) {
        card.discard();
        bookingId = (await createBooking(token, event ? { ...request, eventId: event.id } : request))
          .bookingId;
        setCreated({ request: key, bookingId });
      }
      await card.start(bookingId, stripeJs);
    } catch (error) {
      await checkoutFailed(error);
    } finally {
      setPaying(false);
    }
  }

  /** Without Stripe.js: the same booking is paid on the provider's hosted page. */
  async function payOnHostedPage(bookingId: string) {
    if (!choice) return;
    setPaying(true);
    setPayError(null);
    try {
      await card.payOnHostedPage(bookingId);
    } catch (error) {
      setPaying(false);
      await checkoutFailed(error);
    }
  }

  const close = () => {
    if (!paying) onClose();
  };
  // While the card form is shown, only the close button or Cancel payment end it (a stray click outside
  // must not release the held time). Focus goes back to Book Now when the flow closes (useBookNow), not
  // from one step's modal to the one before it.
  const modal = {
    footer: null,
    onCancel: close,
    width: 560,
    centered: true,
    focusTriggerAfterClose: false,
    maskClosable: !paying && card.payment === null,
  } as const;
  const payment = card.payment;

  return (
    <>
      <Modal {...modal} open={step === 'details'} title="Booking Details">
        <BookingDetailsStep
          selection={selection}
          guests={guests}
          hours={hours}
          onGuestsChange={setGuests}
          onHoursChange={setHours}
          onCheckAvailability={() => setStep('calendar')}
        />
      </Modal>
      {/* Top-aligned: choosing a date adds the time slots below, and a centred modal moved up under the finger. */}
      <Modal
        {...modal}
        centered={false}
        style={{ top: 16 }}
        open={step === 'calendar'}
        title="Select Date & Time"
      >
        <CalendarStep
          selection={selection}
          hours={baseQuote.hours}
          quote={quote}
          date={date}
          slot={slot}
          notice={calendarNotice}
          onDateChange={(picked) => {
            setDate(picked);
            setSlot(null);
          }}
          onSlotChange={(picked) => {
            setSlot(picked);
            if (picked) setCalendarNotice(null);
          }}
          onBack={() => setStep('details')}
          onContinue={() => {
            setPayError(null);
            setStep('confirm');
          }}
        />
      </Modal>
      <Modal
        {...modal}
        // Top-aligned while the card form loads and grows, so that nothing in the modal jumps.
        centered={payment?.kind !== 'embedded'}
        open={step === 'confirm' && choice !== null}
        title="Confirm Booking"
      >
        {payment?.kind === 'embedded' ? (
          <EmbeddedCheckoutPanel checkout={payment.checkout} onCancel={cancelPayment} />
        ) : payment?.kind === 'fallback' ? (
          <HostedPaymentFallback
            busy={paying}
            error={payError ?? undefined}
            onContinue={() => void payOnHostedPage(payment.bookingId)}
            onBack={card.abandon}
          />
        ) : choice && date && slot ? (
          <ConfirmStep
            selection={selection}
            quote={quote}
            date={bookingDateOf({ date, slot })}
            slot={slot}
            eventLocation={eventLocation}
            specialInstructions={specialInstructions}
            onEventLocationChange={setEventLocation}
            onSpecialInstructionsChange={setSpecialInstructions}
            onBack={() => {
              setPayNotice(null);
              setStep('calendar');
            }}
            onPay={() => void pay()}
            busy={paying}
            error={payError ?? undefined}
            notice={payNotice ?? undefined}
          />
        ) : null}
      </Modal>
    </>
  );
}
