import { publishMoment, type WorkMoment } from '../api/moments';
import { momentFromDraft, type MomentDraft } from '../api/moment-state/moment-draft';
import { forgetMomentFiles, readMomentFiles, uploadMomentFiles } from './moment-uploads';

/** The draft's files could not be found (another browser, or cleared storage): it cannot be retried. */
export class DraftFilesMissing extends Error {}

/** Uploads the draft's kept files, then publishes the moment; the files are let go only once it is published. */
export async function publishDraft(draft: MomentDraft, onProgress: (percent: number) => void): Promise<WorkMoment> {
  const files = draft.media.length > 0 ? await readMomentFiles(draft.id) : [];
  if (!files) throw new DraftFilesMissing(draft.id);
  const urls = files.length > 0 ? await uploadMomentFiles(draft.id, files, onProgress) : [];
  const moment = await publishMoment(momentFromDraft(draft, urls));
  await forgetMomentFiles(draft.id);
  return moment;
}
