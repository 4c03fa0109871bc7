import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { showToast } from '../../ui/toast/toast-atoms';
import {
  commentOnMoment,
  deleteMomentComment,
  fetchMoment,
  type MomentComment,
  type WorkMoment,
} from '../../api/moments';
import { canDeleteComment, canReplyTo } from '../../api/moment-state/moment-rules';
import { storeMoment } from './use-moments';

/** The server's limit on a comment's length. */
const MAX_COMMENT_LENGTH = 2000;

interface MomentCommentsProps {
  moment: WorkMoment;
  selfUserID: string;
  /** The moment's "Comment" button opened the box for a new comment. */
  composing: boolean;
  onComposingDone: () => void;
}

/** Comments and replies ("Bob replied to Carol: …"); a tap on someone else's comment replies to them. */
export function MomentComments({ moment, selfUserID, composing, onComposingDone }: MomentCommentsProps) {
  const { t } = useLingui();
  const client = useQueryClient();
  const [replyTo, setReplyTo] = useState<MomentComment | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const open = composing || replyTo !== null;
  const comments = moment.comments ?? [];

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open, replyTo]);

  const close = () => {
    setReplyTo(null);
    setText('');
    onComposingDone();
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (!content) return;
    setSending(true);
    try {
      storeMoment(client, await commentOnMoment(moment.workMomentID, content, replyTo?.userID ?? ''));
      close();
    } catch {
      showToast(appStore, t`Operation failed`, 'failure');
    } finally {
      setSending(false);
    }
  };

  const remove = async (comment: MomentComment) => {
    try {
      await deleteMomentComment(moment.workMomentID, comment.commentID);
      storeMoment(client, await fetchMoment(moment.workMomentID));
      showToast(appStore, t`Deleted`);
    } catch {
      showToast(appStore, t`Operation failed`, 'failure');
    }
  };

  const replyName = replyTo ? replyTo.nickname || replyTo.userID : '';
  return (
    <>
      {comments.length > 0 ? (
        <ul className="moment-comments" aria-label={t`Comments`}>
          {comments.map((comment) => {
            const author = comment.nickname || comment.userID;
            const target = comment.replyNickname || comment.replyUserID || '';
            return (
              <li key={comment.commentID}>
                <button
                  type="button"
                  className="moment-comment"
                  disabled={!canReplyTo(comment, selfUserID)}
                  onClick={() => setReplyTo(comment)}
                  aria-label={
                    canReplyTo(comment, selfUserID)
                      ? t`Reply to ${author}: ${comment.content}`
                      : `${author}: ${comment.content}`
                  }
                >
                  <strong>{author}</strong>
                  {comment.replyUserID ? (
                    <>
                      {' '}
                      {t`replied to`} <strong>{target}</strong>
                    </>
                  ) : null}
                  : {comment.content}
                </button>
                {canDeleteComment(comment, moment, selfUserID) ? (
                  <button
                    type="button"
                    className="link-button moment-comment-delete"
                    onClick={() => void remove(comment)}
                    aria-label={t`Delete comment: ${comment.content}`}
                  >
                    {t`Delete`}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {open ? (
        <form className="moment-comment-form" onSubmit={(event) => void send(event)}>
          <input
            ref={input}
            value={text}
            maxLength={MAX_COMMENT_LENGTH}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close();
            }}
            aria-label={replyTo ? t`Reply to ${replyName}` : t`Comment`}
            placeholder={replyTo ? t`Reply to ${replyName}` : t`Comment`}
          />
          <button type="submit" className="primary-button" disabled={sending || !text.trim()}>
            {t`Send`}
          </button>
          <button type="button" className="link-button" onClick={close}>
            {t`Cancel`}
          </button>
        </form>
      ) : null}
    </>
  );
}
