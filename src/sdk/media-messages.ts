import type { createStore } from 'jotai';
import { openIM } from './sdk-instance';
import { sendMessage } from './messaging';
import type { ConversationItem, MessageItem } from './types';
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
