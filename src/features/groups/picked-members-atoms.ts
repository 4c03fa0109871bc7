import { atom } from 'jotai';

/**
 * What /groupMemberList hands back in its picking modes, keyed `${mode}:${groupID}`: the member picked to mention
 * (`at`, one ID) or the members to call (`callInvite`, several). The screen that opened the list reads its key
 * and clears it once used.
 */
export const pickedMembersAtom = atom<Record<string, string[]>>({});

export const pickedMembersKey = (mode: 'at' | 'callInvite', groupID: string) => `${mode}:${groupID}`;
