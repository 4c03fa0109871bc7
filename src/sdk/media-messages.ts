import type { createStore } from 'jotai';
import { openIM } from './sdk-instance';
import { sendMessage } from './messaging';
import type { ConversationItem, MessageItem } from './types';

type Store = ReturnType<typeof createStore>;

/**
 * Sends a picture. The SDK uploads the file to object storage while sending; until then the message shows as
 * sending, and a failed upload leaves it failed, to be retried.
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
  return sendMessage(store, conversation, message);
}

/**
 * Sends a video with its poster frame (both uploaded by the SDK while sending), its length in whole seconds and the
 * poster's size, which the bubble uses to keep the video's shape.
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
  return sendMessage(store, conversation, message);
}
