import type { CalendarDate } from '@partyeasy/shared-domain';
import dayjs from 'dayjs';

/** 'Tuesday, March 2, 2027' for labels and headings. */
export const longDate = (date: CalendarDate) => dayjs(date).format('dddd, MMMM D, YYYY');
