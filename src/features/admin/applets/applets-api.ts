import { adminPost } from '../../../api/admin/admin-client';

/** An applet as the console sees it: every field /applet/search gives (chat-service.md §1.3; Go omits empties). */
export interface AdminApplet {
  id: string;
  name?: string;
  appID?: string;
  icon?: string;
  url?: string;
  md5?: string;
  size?: number;
  version?: string;
  priority?: number;
  /** 1 on the workbench, 2 kept off it. */
  status?: number;
  createTime?: number;
}

/** What the console's form edits. */
export interface AppletFields {
  name: string;
  appID: string;
  url: string;
  icon: string;
  version: string;
  status: 1 | 2;
}

/** The most applets the console lists: far above what a workbench shows. */
const PAGE = { pageNumber: 1, showNumber: 500 };

export const appletsApi = {
  list: async () =>
    (await adminPost<{ applets?: AdminApplet[] }>('/applet/search', { keyword: '', pagination: PAGE })).applets ?? [],
  add: (fields: AppletFields) => adminPost<{ id: string }>('/applet/add', fields),
  update: (id: string, fields: AppletFields) => adminPost('/applet/update', { id, ...fields }),
  remove: (id: string) => adminPost('/applet/del', { appletIds: [id] }),
  /** The whole list, in the workbench's new order. */
  sort: (appletIDs: string[]) => adminPost('/applet/sort', { appletIDs }),
};
