import { createStore } from 'jotai';

/** The app's one jotai store, shared by React and by the SDK session outside it. */
export const appStore = createStore();
