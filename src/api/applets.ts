import { chatPost } from './chat-client';

/** A workbench applet (chat-service.md §1.3 /applet/find); Go leaves empty fields out. */
export interface Applet {
  id: string;
  name?: string;
  appID?: string;
  icon?: string;
  url?: string;
  priority?: number;
}

export const fetchApplets = async () => (await chatPost<{ applets?: Applet[] }>('/applet/find', {})).applets ?? [];
