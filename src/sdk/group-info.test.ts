import { beforeEach, describe, expect, it, vi } from 'vitest';

const isJoinGroup = vi.fn();
const getSpecifiedGroupsInfo = vi.fn();
const imApiPost = vi.fn();
vi.mock('./sdk-instance', () => ({ openIM: async () => ({ isJoinGroup, getSpecifiedGroupsInfo }) }));
vi.mock('./im-rest', () => ({ imApiPost: (...args: unknown[]) => imApiPost(...args) }));

const { isJoinedGroup, readGroupInfo } = await import('./group-info');
const club = { groupID: 'g1', groupName: 'Card Club' };

describe('a group’s info and whether the user is in it', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    imApiPost.mockResolvedValue({ groupInfos: [club] });
    getSpecifiedGroupsInfo.mockResolvedValue({ data: [club] });
  });

  it('a store with no group records yet (1004) means not joined: the IM API answers, the SDK stores nothing', async () => {
    isJoinGroup.mockRejectedValue({ errCode: 1004, errMsg: '1004 RecordNotFoundError' });
    await expect(isJoinedGroup('g1')).resolves.toBe(false);
    await expect(readGroupInfo('g1')).resolves.toEqual(club);
    expect(imApiPost).toHaveBeenCalledWith('/group/get_groups_info', { groupIDs: ['g1'] });
    expect(getSpecifiedGroupsInfo).not.toHaveBeenCalled();
  });

  it('a joined group comes from the SDK; any other refusal stays a failure', async () => {
    isJoinGroup.mockResolvedValue({ data: true });
    await expect(readGroupInfo('g1')).resolves.toEqual(club);
    expect(imApiPost).not.toHaveBeenCalled();
    isJoinGroup.mockRejectedValue({ errCode: 10006, errMsg: 'not logged in' });
    await expect(isJoinedGroup('g1')).rejects.toMatchObject({ errCode: 10006 });
  });
});
