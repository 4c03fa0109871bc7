import { chatPost } from '../../api/chat-client';

/** product-spec §9: user search pages hold 20. */
const USER_SEARCH_PAGE_SIZE = 20;

export interface FoundUser {
  userID: string;
  nickname: string;
  faceURL: string;
  phoneNumber?: string;
  email?: string;
}

/** People by ID, account, nickname, phone or e-mail, through the chat service (chat-service.md §1). */
export async function searchUsers(keyword: string): Promise<FoundUser[]> {
  const { users } = await chatPost<{ total: number; users: FoundUser[] | null }>('/user/search/full', {
    keyword,
    pagination: { pageNumber: 1, showNumber: USER_SEARCH_PAGE_SIZE },
    genders: 0,
    // Accounts an administrator blocked stay hidden.
    normal: 1,
  });
  return users ?? [];
}
