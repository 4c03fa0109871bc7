import { atom } from 'jotai';
import type { ConversationItem } from '../sdk-types';

export const conversationsAtom = atom<ConversationItem[]>([]);
