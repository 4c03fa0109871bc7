import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, TEST_SUPER_CODE } from '../test/test-app.ts';
import { caller, md5 } from '../test/chat-calls.ts';
import type { Services } from '../services/services.ts';
import { completeMsgData } from '../protocol/protobuf.ts';
import { assertContentAddresses } from '../messaging/content-addresses.ts';
import { isFaceAddress } from '../protocol/face-address.ts';

const BAD = ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>x</script>', '//evil.example/a.png'];

describe('addresses a client loads or opens', () => {
  it('are http(s), a path on this server, or empty for avatars', () => {
    for (const good of ['', 'https://cdn.example/a.png', 'http://127.0.0.1:10088/object/u/a.png', '/object/u/a.png'])
      expect(isFaceAddress(good)).toBe(true);
    for (const bad of [...BAD, 'file:///etc/passwd', ' /x', '/\\\\evil']) expect(isFaceAddress(bad)).toBe(false);
  });

  it('refuses a file, picture, card or meeting message that carries anything but http(s)', () => {
    const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
    const refused = (contentType: number, content: unknown) => {
      try {
        assertContentAddresses(contentType, json(content));
        return undefined;
      } catch (error) {
        return (error as { errCode: number; errDlt: string }).errCode;
      }
    };
    expect(refused(105, { sourceUrl: 'javascript:alert(1)', fileName: 'a.pdf' })).toBe(1001);
    expect(refused(105, { sourceUrl: 'https://files.example/a.pdf' })).toBeUndefined();
    expect(refused(102, { sourcePicture: { url: 'https://x/a.png' }, bigPicture: { url: 'data:image/png,1' } })).toBe(
      1001,
    );
    expect(refused(104, { videoUrl: 'https://x/v.mp4', snapshotUrl: 'javascript:x' })).toBe(1001);
    expect(refused(108, { userID: 'u', nickname: 'n', faceURL: 'javascript:x' })).toBe(1001);
    const meeting = (url: string) => ({
      data: JSON.stringify({ customType: 905, data: { id: 'm1', subject: 'Standup', url } }),
      description: '',
      extension: '',
    });
    expect(refused(110, meeting('javascript:alert(1)'))).toBe(1001);
    expect(refused(110, meeting('https://meet.example/m1'))).toBeUndefined();
    expect(refused(101, { content: 'javascript:alert(1) is only text' })).toBeUndefined();
  });
});

describe('the server refuses to store them', () => {
  let app: FastifyInstance;
  let services: Services;
  let call: ReturnType<typeof caller>;
  beforeEach(async () => {
    ({ app, services } = await createTestApp());
    await app.listen({ port: 0, host: '127.0.0.1' });
    call = caller(app);
  });
  afterEach(() => app.close());

  it('in user and group faceURLs, moment media and sent messages, with 1001 and the field named', async () => {
    const registered = await call('/chat/account/register', {
      verifyCode: TEST_SUPER_CODE,
      platform: 5,
      autoLogin: true,
      user: { nickname: 'Al', password: md5('secret1'), areaCode: '+86', phoneNumber: '13800000001' },
    });
    const { userID, imToken, chatToken } = registered.data as Record<string, string>;
    for (const bad of BAD) {
      const update = await call('/chat/user/update', { userID: userID!, faceURL: bad }, chatToken);
      expect(update).toMatchObject({ errCode: 1001, errDlt: expect.stringContaining('faceURL') });
      const im = await call('/api/user/update_user_info_ex', { userInfo: { userID, faceURL: bad } }, imToken);
      expect(im).toMatchObject({ errCode: 1001, errDlt: expect.stringContaining('faceURL') });
      const group = await call(
        '/api/group/create_group',
        { memberUserIDs: [], adminUserIDs: [], ownerUserID: userID, groupInfo: { groupName: 'G', faceURL: bad } },
        imToken,
      );
      expect(group).toMatchObject({ errCode: 1001, errDlt: expect.stringContaining('faceURL') });
      const moment = await call(
        '/chat/office/work_moment/add',
        { content: { text: '', metas: [{ original: bad }], type: 0 }, permission: 0 },
        chatToken,
      );
      expect(moment).toMatchObject({ errCode: 1001, errDlt: expect.stringContaining('http(s)') });
    }
    expect(services.users.get(userID!)?.faceURL).toBe('');

    const file = completeMsgData({
      sendID: userID!,
      recvID: userID!,
      clientMsgID: 'c1',
      sessionType: 1,
      msgFrom: 100,
      contentType: 105,
      senderPlatformID: 5,
      content: new TextEncoder().encode(JSON.stringify({ sourceUrl: 'javascript:alert(1)', fileName: 'a.pdf' })),
      createTime: Date.now(),
    });
    await expect(services.messages.send(userID!, file)).rejects.toMatchObject({
      errCode: 1001,
      errDlt: expect.stringContaining('sourceUrl'),
    });
  });
});
