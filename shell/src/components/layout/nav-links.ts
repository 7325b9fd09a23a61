export const headerLinks = [
  { to: '/', label: 'Host an Event' },
  { to: '/host/booking/start', label: 'Join as Vendor' },
  { to: '/about', label: 'About' },
] as const;

export const loginLink = { to: '/login', label: 'Login/Signup' } as const;
