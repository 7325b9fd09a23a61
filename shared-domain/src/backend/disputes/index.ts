export { type DisputeDetail, disputeQueryOptions, getDispute, useDispute } from './get-dispute.ts';
export {
  type DisputeMessage,
  disputeMessagesQueryOptions,
  getDisputeMessages,
  useDisputeMessages,
} from './get-dispute-messages.ts';
export {
  type DisputePhoto,
  disputePhotosQueryOptions,
  getDisputePhotos,
  useDisputePhotos,
} from './get-dispute-photos.ts';
export { offerDisputeRefund, useOfferDisputeRefund } from './offer-dispute-refund.ts';
export { postDisputeMessage, usePostDisputeMessage } from './post-dispute-message.ts';
export { type ResolveDisputeRequest, resolveDispute, useResolveDispute } from './resolve-dispute.ts';
