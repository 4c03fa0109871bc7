import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { booleanParam, idParam, numberParam } from '../../routing/search-schemas';
import { SendApplicationScreen } from '../../features/contacts/SendApplicationScreen';

export const Route = createFileRoute('/_authed/sendApplication')({
  validateSearch: z.object({
    isGroup: booleanParam,
    sourceID: idParam,
    isScan: booleanParam,
    notNeedVerification: booleanParam,
    sessionType: numberParam,
  }),
  component: SendApplicationScreen,
});
