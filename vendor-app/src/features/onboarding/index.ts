/** What the dashboard uses to open the wizard on the vendor's own listing. */
export { storeVendorId } from './model/vendor-id-storage';
