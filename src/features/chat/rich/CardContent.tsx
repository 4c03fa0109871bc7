import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { MessageItem } from '../../../state/sdk-types';
import { Avatar } from '../../../ui/Avatar';
import { safeMediaURL } from '../media/media-url';
import './rich.css';

/** Someone's contact card: avatar, name and what it is; a tap opens their user card. */
export function CardContent({ message }: { message: MessageItem }) {
  const { t } = useLingui();
  const card = message.cardElem;
  const userID = typeof card?.userID === 'string' ? card.userID : '';
  if (!userID) return <span className="message-text">{t`[Card]`}</span>;
  const nickname = (typeof card?.nickname === 'string' && card.nickname) || userID;
  return (
    <Link to="/userCard" search={{ userID }} className="message-card">
      <span className="message-card-person">
        <Avatar src={safeMediaURL(card?.faceURL)} name={nickname} size={40} />
        <span className="message-card-name">{nickname}</span>
      </span>
      <span className="message-card-kind">{t`Contact card`}</span>
    </Link>
  );
}
