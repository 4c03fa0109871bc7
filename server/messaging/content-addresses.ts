import { ApiError } from '../protocol/api-envelope.ts';
import { isWebAddress } from '../protocol/web-address.ts';
import { isFaceAddress } from '../protocol/face-address.ts';
import { ContentType, CustomType } from '../../wire/message-types.ts';

/** Where each content type keeps the addresses a client loads or opens (openim-ws-gateway.md, message content). */
const ADDRESS_FIELDS: Record<number, string[][]> = {
  102: [
    ['sourcePicture', 'url'],
    ['bigPicture', 'url'],
    ['snapshotPicture', 'url'],
  ],
  103: [['sourceUrl']],
  104: [['videoUrl'], ['snapshotUrl']],
  105: [['sourceUrl']],
};
/** A card carries the user's avatar as stored, which may be a path on this server (see face-address.ts). */

const asObject = (value: unknown): Record<string, unknown> | undefined => {
  if (typeof value === 'string') {
    try {
      return asObject(JSON.parse(value));
    } catch {
      return undefined;
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
};

const at = (root: Record<string, unknown>, path: string[]): unknown =>
  path.reduce<unknown>((node, key) => asObject(node)?.[key], root);

const refuse = (field: string) =>
  new ApiError(1001, 'ArgsError', `${field} must be an http(s) address: nothing else may reach a client`);

/**
 * Refuses a message whose media, file or meeting addresses are anything but http(s) (or empty): a `javascript:` file
 * link or meeting "Join" must never be stored and pushed to other people. Content that is not JSON is left to the
 * content checks.
 */
export function assertContentAddresses(contentType: number, content: Uint8Array): void {
  const paths = ADDRESS_FIELDS[contentType];
  if (!paths && contentType !== ContentType.custom && contentType !== ContentType.card) return;
  const root = asObject(new TextDecoder().decode(content));
  if (!root) return;
  for (const path of paths ?? []) {
    const value = at(root, path);
    if (value !== undefined && value !== '' && (typeof value !== 'string' || !isWebAddress(value)))
      throw refuse(path.join('.'));
  }
  if (contentType === ContentType.card && root.faceURL !== undefined) {
    if (typeof root.faceURL !== 'string' || !isFaceAddress(root.faceURL)) throw refuse('faceURL');
  }
  if (
    contentType === ContentType.custom &&
    Number(root.customType ?? asObject(root.data)?.customType) === CustomType.meetingInvitation
  ) {
    const invitation = asObject(asObject(root.data)?.data) ?? asObject(root.data) ?? {};
    for (const key of ['url', 'joinURL']) {
      const value = invitation[key];
      if (value !== undefined && value !== '' && (typeof value !== 'string' || !isWebAddress(value)))
        throw refuse(`meeting invitation ${key}`);
    }
  }
}
