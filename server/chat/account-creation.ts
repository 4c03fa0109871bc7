import type { ImPort } from './im-port.ts';
import type { AccountStore, ChatUserFull } from './accounts.ts';

/** The account fields a registration and an administrator's "add user" both take, as their requests name them. */
export interface NewUserFields {
  account?: string;
  areaCode?: string;
  phoneNumber?: string;
  email?: string;
  /** The password's MD5, as OpenIM's clients send it. */
  password: string;
  nickname: string;
  faceURL: string;
  gender: number;
  birth: number;
}

/**
 * The chat account and its IM user, or neither: without the IM user the account is unusable, so a refused IM
 * registration takes the account away again.
 */
export async function createAccountWithImUser(
  { accounts, im }: { accounts: AccountStore; im: Pick<ImPort, 'registerUser'> },
  user: NewUserFields,
  userID?: string,
): Promise<ChatUserFull> {
  const created = await accounts.create(
    {
      account: user.account,
      areaCode: user.areaCode,
      phoneNumber: user.phoneNumber,
      email: user.email,
      passwordMd5: user.password,
      nickname: user.nickname,
      faceURL: user.faceURL,
      gender: user.gender,
      birth: user.birth,
    },
    userID,
  );
  try {
    await im.registerUser({ userID: created.userID, nickname: created.nickname, faceURL: created.faceURL });
  } catch (error) {
    await accounts.remove(created.userID);
    throw error;
  }
  return created;
}
