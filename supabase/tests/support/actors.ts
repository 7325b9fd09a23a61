/** The matrix roles, backed by the seed's accounts (password in seed/demo-logins.json). */
export type ActorName = 'anon' | 'host' | 'otherHost' | 'ownerVendor' | 'otherVendor' | 'admin';

export interface Actor {
  name: ActorName;
  /** auth.users id; undefined for anon. */
  userId?: string;
  email?: string;
  admin?: boolean;
}

export const SEED_PASSWORD = 'PartyEasy!2026';

export const ids = {
  admin: '00000000-0000-4000-8000-00000000a001',
  host: '00000000-0000-4000-8000-00000000b001',
  otherHost: '00000000-0000-4000-8000-00000000b002',
  ownerVendorUser: '00000000-0000-4000-8000-00000000c001',
  otherVendorUser: '00000000-0000-4000-8000-00000000c002',
  pendingVendorUser: '00000000-0000-4000-8000-00000000c009',
  /** DJ Nova (approved), owned by ownerVendorUser. */
  ownVendor: '00000000-0000-4000-8000-00000000d001',
  /** Shaken & Stirred (approved), owned by otherVendorUser. */
  otherVendor: '00000000-0000-4000-8000-00000000d002',
  /** The Loft on Main (approved, overnight windows on Fridays and Saturdays). */
  venue: '00000000-0000-4000-8000-00000000d006',
  /** Bubble Bar (pending_approval). */
  pendingVendor: '00000000-0000-4000-8000-00000000d009',
  /** Flash Booth (rejected, no bookings). */
  rejectedVendor: '00000000-0000-4000-8000-00000000d010',
} as const;

export const actors: Record<ActorName, Actor> = {
  anon: { name: 'anon' },
  host: { name: 'host', userId: ids.host, email: 'host@partyeasy.test' },
  otherHost: { name: 'otherHost', userId: ids.otherHost, email: 'host2@partyeasy.test' },
  ownerVendor: { name: 'ownerVendor', userId: ids.ownerVendorUser, email: 'dj@partyeasy.test' },
  otherVendor: { name: 'otherVendor', userId: ids.otherVendorUser, email: 'bartender@partyeasy.test' },
  admin: { name: 'admin', userId: ids.admin, email: 'admin@partyeasy.test', admin: true },
};

export const pendingVendorActor: Actor = {
  name: 'ownerVendor',
  userId: ids.pendingVendorUser,
  email: 'pending@partyeasy.test',
};

/** The claims PostgREST would put in request.jwt.claims for this actor's access token. */
export function claimsOf(actor: Actor): Record<string, unknown> {
  if (!actor.userId) return { role: 'anon' };
  return {
    sub: actor.userId,
    role: 'authenticated',
    aud: 'authenticated',
    email: actor.email,
    app_metadata: { provider: 'email', providers: ['email'], ...(actor.admin ? { role: 'admin' } : {}) },
    user_metadata: {},
  };
}
