/** The wire's numbers (wire/message-types.ts), shared with the embedded server. */
export { ContentType, CustomType, SessionType } from '../../../wire/message-types';
