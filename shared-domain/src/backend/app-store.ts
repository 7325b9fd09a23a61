import { createStore } from 'jotai';

/** The one jotai store of the page, provided by the shell (or a remote running on its own). */
export const appStore = createStore();
