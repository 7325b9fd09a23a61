/** zipcodes ships CommonJS without types; the offline place provider reads only its US table. */
declare module 'zipcodes/lib/codes.js' {
  export const codes: Record<string, { zip: string; city: string; state: string; country: string }>;
}
