import type { createStore } from 'jotai';
import { openIM } from './sdk-instance';
import { sendMessage } from './messaging';
import type { ConversationItem, MessageItem } from '../state/sdk-types';
import { keepUploadFiles } from './upload-files';

type Store = ReturnType<typeof createStore>;

/**
 * Sends a picture. The SDK uploads the file to object storage while sending; until then the message shows as
 * sending, and a failed upload leaves it failed, to be retried. The file is kept (also across a reload) until sent.
 */
export async function sendPicture(
  store: Store,
  conversation: ConversationItem,
  picture: { file: File; width: number; height: number },
): Promise<MessageItem> {
  const im = await openIM();
  const info = {
    uuid: crypto.randomUUID(),
    type: picture.file.type,
    size: picture.file.size,
    width: picture.width,
    height: picture.height,
    url: '',
  };
  const { data: message } = await im.createImageMessageByFile({
    sourcePicture: info,
    bigPicture: info,
    snapshotPicture: info,
    sourcePath: picture.file.name,
    file: picture.file,
  });
  // The SDK renamed the picture in its file map to `${uuid}/${name}`; the message carries that name.
  keepUploadFiles(message.clientMsgID, [
    {
      key: message.pictureElem?.sourcePicture.uuid ?? info.uuid,
      file: picture.file,
      name: picture.file.name,
      type: picture.file.type,
    },
  ]);
  return sendMessage(store, conversation, message);
}

/** Sends any file as a file message, with its name and size. */
export async function sendFile(store: Store, conversation: ConversationItem, file: File): Promise<MessageItem> {
  const im = await openIM();
  const { data: message } = await im.createFileMessageByFile({
    filePath: file.name,
    fileName: file.name,
    uuid: crypto.randomUUID(),
    sourceUrl: '',
    fileSize: file.size,
    fileType: file.type,
    file,
  });
  keepUploadFiles(message.clientMsgID, [{ key: message.fileElem?.uuid ?? '', file, name: file.name, type: file.type }]);
  return sendMessage(store, conversation, message);
}

/**
 * Sends a video with its poster frame (both uploaded by the SDK while sending), its length in whole seconds and the
 * poster's size, which the bubble uses to keep the video's shape. Both files are kept until sent.
 */
export async function sendVideo(
  store: Store,
  conversation: ConversationItem,
  video: { file: File; poster: File; width: number; height: number; duration: number },
): Promise<MessageItem> {
  const im = await openIM();
  const { data: message } = await im.createVideoMessageByFile({
    videoPath: video.file.name,
    duration: video.duration,
    videoType: video.file.type,
    snapshotPath: video.poster.name,
    videoUUID: crypto.randomUUID(),
    videoUrl: '',
    videoSize: video.file.size,
    snapshotUUID: crypto.randomUUID(),
    snapshotSize: video.poster.size,
    snapshotUrl: '',
    snapshotWidth: video.width,
    snapshotHeight: video.height,
    snapShotType: video.poster.type,
    videoFile: video.file,
    snapshotFile: video.poster,
  });
  // Both files go up with the message, so both are kept for a retry or a resume after a reload.
  keepUploadFiles(message.clientMsgID, [
    { key: message.videoElem?.videoUUID ?? '', file: video.file, name: video.file.name, type: video.file.type },
    {
      key: message.videoElem?.snapshotUUID ?? '',
      file: video.poster,
      name: video.poster.name,
      type: video.poster.type,
    },
  ]);
  return sendMessage(store, conversation, message);
}

/** Sends a voice recording with its length in whole seconds. */
export async function sendVoice(
  store: Store,
  conversation: ConversationItem,
  voice: { file: File; duration: number },
): Promise<MessageItem> {
  const im = await openIM();
  const { data: message } = await im.createSoundMessageByFile({
    uuid: crypto.randomUUID(),
    soundPath: voice.file.name,
    sourceUrl: '',
    dataSize: voice.file.size,
    duration: voice.duration,
    soundType: voice.file.type,
    file: voice.file,
  });
  keepUploadFiles(message.clientMsgID, [
    { key: message.soundElem?.uuid ?? '', file: voice.file, name: voice.file.name, type: voice.file.type },
  ]);
  return sendMessage(store, conversation, message);
}
