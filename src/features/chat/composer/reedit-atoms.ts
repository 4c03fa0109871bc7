import { atom } from 'jotai';
import type { RevokedRecord } from '../../../state/messages/message-history';

/** A recalled message the user wants to edit and send again: the composer takes its text (and quote) once. */
export const reeditAtom = atom<RevokedRecord | null>(null);
