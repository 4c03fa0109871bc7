import { useState, type ChangeEvent } from 'react';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { Screen } from '../../ui/Screen';
import { showToast } from '../../ui/toast/toast-atoms';
import { MomentPermission } from '../../api/moments';
import { keepMomentFiles } from '../../sdk/moment-uploads';
import { DraftFilesMissing, publishDraft } from '../../sdk/moment-publish';
import { readStoredSession } from '../../state/session/stored-session';
import { preparePicture } from '../chat/media/prepare-picture';
import { prepareVideo } from '../chat/media/prepare-video';
import { friendsAtom } from '../../state/contacts/contact-atoms';
import { friendName } from '../contacts/friend-name';
import {
  emptyAudience,
  emptyCompose,
  momentAudienceAtom,
  momentComposeAtom,
  type ChosenMedia,
} from '../../api/moment-state/moments-atoms';
import {
  MAX_MOMENT_TEXT,
  MAX_PICTURES,
  clearDraft,
  draftProblem,
  readDraft,
  saveDraft,
  type MomentDraft,
} from '../../api/moment-state/moment-draft';
import { momentKeys } from './use-moments';
import './moments.css';
import { Plus, X } from 'lucide-react';
import { refreshQueries } from '../../api/refresh-queries';

type Publishing = { state: 'idle' } | { state: 'uploading'; percent: number } | { state: 'failed'; draft: MomentDraft };

/** /momentsRelease: text with up to nine pictures or one video, who may see it, and friends to mention. */
export function MomentsReleaseScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const router = useRouter();
  const client = useQueryClient();
  const userID = readStoredSession()?.userID ?? '';
  const friends = useAtomValue(friendsAtom);
  const [audience, setAudience] = useAtom(momentAudienceAtom);
  const [compose, setCompose] = useAtom(momentComposeAtom);
  const { text, chosen, atUserIDs } = compose;
  const setText = (value: string) => setCompose((current) => ({ ...current, text: value }));
  const setChosen = (update: (current: ChosenMedia[]) => ChosenMedia[]) =>
    setCompose((current) => ({ ...current, chosen: update(current.chosen) }));
  const setAtUserIDs = (update: (current: string[]) => string[]) =>
    setCompose((current) => ({ ...current, atUserIDs: update(current.atUserIDs) }));
  const [preparing, setPreparing] = useState(false);
  // A publish a failure or a reload left behind is offered again first.
  const [publishing, setPublishing] = useState<Publishing>(() => {
    const saved = readDraft(localStorage, userID);
    return saved ? { state: 'failed', draft: saved } : { state: 'idle' };
  });

  const hasVideo = chosen.some((item) => item.media.kind === 'video');
  const canAddMore = !hasVideo && chosen.length < MAX_PICTURES;

  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setPreparing(true);
    try {
      const added: ChosenMedia[] = [];
      for (const file of files) {
        if (file.type.startsWith('video/')) {
          if (chosen.length + added.length > 0) {
            showToast(appStore, t`A moment has up to nine pictures or one video`, 'failure');
            continue;
          }
          const video = await prepareVideo(file);
          added.push({
            media: { kind: 'video', width: video.width, height: video.height },
            files: [video.file, video.poster],
            previewURL: URL.createObjectURL(video.poster),
          });
          break;
        }
        if (!file.type.startsWith('image/')) continue;
        if (chosen.length + added.length >= MAX_PICTURES || hasVideo) {
          showToast(appStore, t`A moment has up to nine pictures or one video`, 'failure');
          break;
        }
        const picture = await preparePicture(file);
        added.push({
          media: { kind: 'picture', width: picture.width, height: picture.height },
          files: [picture.file],
          previewURL: URL.createObjectURL(picture.file),
        });
      }
      setChosen((current) => [...current, ...added]);
    } catch {
      showToast(appStore, t`This file cannot be used`, 'failure');
    } finally {
      setPreparing(false);
    }
  };

  const run = async (draft: MomentDraft) => {
    setPublishing({ state: 'uploading', percent: 0 });
    try {
      await publishDraft(draft, (percent) => setPublishing({ state: 'uploading', percent }));
      clearDraft(localStorage, userID);
      setAudience(emptyAudience);
      chosen.forEach((item) => URL.revokeObjectURL(item.previewURL));
      setCompose(emptyCompose);
      await refreshQueries(client, momentKeys.all);
      showToast(appStore, t`Published`);
      // Back to where the writer came from (the feed), so its Back button still leads out of moments.
      if (window.history.length > 1) router.history.back();
      else void navigate({ to: '/moments', replace: true });
    } catch (error) {
      if (error instanceof DraftFilesMissing) {
        clearDraft(localStorage, userID);
        setPublishing({ state: 'idle' });
        showToast(appStore, t`The pictures of the unpublished moment are gone; please choose them again`, 'failure');
        return;
      }
      setPublishing({ state: 'failed', draft });
    }
  };

  const publish = () => {
    const draft: MomentDraft = {
      id: crypto.randomUUID(),
      text,
      media: chosen.map((item) => item.media),
      permission: audience.permission,
      userIDs: audience.userIDs,
      groupIDs: audience.groupIDs,
      atUserIDs,
    };
    const files = chosen.flatMap((item) => item.files);
    keepMomentFiles(
      draft.id,
      files.map((file, index) => ({ key: `${draft.id}-${index}`, file, name: file.name, type: file.type })),
    );
    saveDraft(localStorage, userID, draft);
    void run(draft);
  };

  const discard = () => {
    clearDraft(localStorage, userID);
    setPublishing({ state: 'idle' });
  };

  const problem = draftProblem({ text, media: chosen.map((item) => item.media) });
  const audienceLabel = {
    [MomentPermission.public]: t`Public`,
    [MomentPermission.private]: t`Private`,
    [MomentPermission.onlyListed]: t`Partly visible`,
    [MomentPermission.allButListed]: t`Hidden from some`,
  }[audience.permission];
  const busy = publishing.state === 'uploading';

  return (
    <Screen title={t`Post a moment`}>
      {publishing.state === 'failed' ? (
        <div className="banner moment-retry" role="alert">
          <p>{t`A moment was not published.`}</p>
          {publishing.draft.text ? <p className="moment-text">{publishing.draft.text}</p> : null}
          <button type="button" className="primary-button" onClick={() => void run(publishing.draft)}>
            {t`Retry`}
          </button>
          <button type="button" className="link-button" onClick={discard}>
            {t`Discard`}
          </button>
        </div>
      ) : null}
      {busy ? (
        <div className="moment-progress">
          <progress max={100} value={publishing.percent} aria-label={t`Uploading`} />
          <span role="status">{t`Uploading ${publishing.percent}%`}</span>
        </div>
      ) : null}
      <div className="form moment-form">
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={MAX_MOMENT_TEXT}
          rows={5}
          aria-label={t`What's on your mind?`}
          placeholder={t`What's on your mind?`}
          disabled={busy}
        />
        <ul className="moment-pictures count-3 release" aria-label={t`Chosen pictures and video`}>
          {chosen.map((item, index) => {
            const position = index + 1;
            return (
              <li key={item.previewURL}>
                <img
                  src={item.previewURL}
                  alt={item.media.kind === 'video' ? t`Video ${position}` : t`Picture ${position}`}
                />
                <button
                  type="button"
                  className="moment-remove"
                  aria-label={t`Remove ${position}`}
                  disabled={busy}
                  onClick={() => {
                    URL.revokeObjectURL(item.previewURL);
                    setChosen((current) => current.filter((_, at) => at !== index));
                  }}
                >
                  <X size={14} />
                </button>
              </li>
            );
          })}
          {canAddMore ? (
            <li>
              <label className="moment-add">
                <Plus size={28} aria-hidden="true" />
                <span className="visually-hidden">{t`Add pictures or a video`}</span>
                <input
                  type="file"
                  accept="image/*,video/*"
                  multiple
                  onChange={(event) => void addFiles(event)}
                  disabled={busy || preparing}
                />
              </label>
            </li>
          ) : null}
        </ul>
        <Link to="/momentsVisibility" className="list-item">
          <span>{t`Who can see it`}</span>
          <span>
            {audienceLabel} <span aria-hidden>›</span>
          </span>
        </Link>
        <fieldset className="moment-mention">
          <legend>{t`Mention friends`}</legend>
          {friends.length === 0 ? <p className="empty-state">{t`No friends yet.`}</p> : null}
          {friends.map((friend) => (
            <label key={friend.userID} className="checkbox">
              <input
                type="checkbox"
                checked={atUserIDs.includes(friend.userID)}
                onChange={(event) =>
                  setAtUserIDs((current) =>
                    event.target.checked ? [...current, friend.userID] : current.filter((id) => id !== friend.userID),
                  )
                }
              />
              @{friendName(friend)}
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          className="primary-button moment-publish"
          disabled={busy || preparing || problem !== null || publishing.state === 'failed'}
          onClick={publish}
        >
          {t`Publish`}
        </button>
      </div>
    </Screen>
  );
}
