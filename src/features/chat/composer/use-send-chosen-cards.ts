import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../../state/store';
import { findUserByID } from '../../../sdk/contacts';
import { sendCard } from '../../../sdk/rich-messages';
import type { ConversationItem } from '../../../state/sdk-types';
import { showToast } from '../../../ui/toast/toast-atoms';
import { chosenUsersAtom, type ChosenUser } from '../../contacts/chosen-users-atoms';

/** The /chooseUser key under which a chat's "Contact card" choice comes back. */
export const cardChoiceKey = (conversationID: string) => `card:${conversationID}`;

/**
 * Sends a contact card for each friend picked on /chooseUser, once the picker hands them back. The choice is taken
 * out of the atom before sending, so a re-render (or React's double effects in development) never sends twice.
 */
export function useSendChosenCards(conversation: ConversationItem): void {
  const { t } = useLingui();
  const key = cardChoiceKey(conversation.conversationID);
  const chosen = useAtomValue(chosenUsersAtom)[key];
  useEffect(() => {
    const users = appStore.get(chosenUsersAtom)[key];
    if (!users) return;
    appStore.set(chosenUsersAtom, (current) => {
      const rest = { ...current };
      delete rest[key];
      return rest;
    });
    void (async () => {
      for (const user of users) {
        await sendCard(appStore, conversation, await publicCard(user)).catch(() =>
          showToast(appStore, t`The contact card was not sent`, 'failure'),
        );
      }
    })();
  }, [chosen, key, conversation, t]);
}

/** A card carries the name people gave themselves, never the remark the sender keeps for them. */
async function publicCard(user: ChosenUser) {
  const profile = await findUserByID(user.userID).catch(() => undefined);
  return {
    userID: user.userID,
    nickname: profile?.nickname || user.name,
    faceURL: profile?.faceURL ?? user.faceURL,
  };
}
