import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { revokedRecordsAtom } from '../../../state/messages/message-atoms';
import { reeditAtom } from '../composer/reedit-atoms';

/** Under the tip of a message this user recalled in this session: puts its words back in the composer. */
export function ReeditButton({ clientMsgID }: { clientMsgID: string }) {
  const { t } = useLingui();
  const record = useAtomValue(revokedRecordsAtom)[clientMsgID];
  const reedit = useSetAtom(reeditAtom);
  if (!record?.text) return null;
  return (
    <button type="button" className="tip-action" onClick={() => reedit(record)}>
      {t`Re-edit`}
    </button>
  );
}
