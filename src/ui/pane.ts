import { createContext, useContext } from 'react';
import { atom } from 'jotai';

/**
 * Where a screen is shown. 'single': the whole window (phones, and every screen outside the signed-in shell).
 * 'list': the left pane of the desktop layout; 'detail': its right pane. Screens rarely need to know; Screen uses
 * it to let the detail pane name the window.
 */
export type Pane = 'single' | 'list' | 'detail';

export const PaneContext = createContext<Pane>('single');

export const usePane = () => useContext(PaneContext);

/** The title each pane's screen shows now; the window is named after the detail pane when it has one. */
export const paneTitlesAtom = atom<Partial<Record<Pane, string>>>({});

/** The width from which the signed-in app shows two panes: 900 px at the default font size. */
export const WIDE_LAYOUT_QUERY = '(min-width: 56.25rem)';
