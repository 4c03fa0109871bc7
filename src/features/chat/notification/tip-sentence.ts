import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { NotificationTipData, TipPerson } from './parse-notification';

/** A piece of a sentence that is not translated text: a person, a list of people, or a value such as a name. */
export type SentenceSlot =
  | { kind: 'person'; person: TipPerson; label: string }
  | { kind: 'people'; sentence: Sentence }
  | { kind: 'text'; text: string };

/**
 * One translatable sentence and what fills its placeholders. `message.values` holds each slot's plain-text label,
 * so `i18n._(message)` is the sentence as text; a component can render the slots as elements instead.
 */
export interface Sentence {
  message: MessageDescriptor;
  slots: Record<string, SentenceSlot>;
}

/** Invited and kicked lists name this many people, then count the rest (product-spec §9). */
const NAMED_PEOPLE_LIMIT = 3;

type Role = 'subject' | 'object';

/** The sentence a notification tip shows; self is "You" (or "you" mid-sentence). */
export function tipSentence(tip: NotificationTipData, selfUserID: string, i18n: I18n): Sentence {
  const person = (p: TipPerson, role: Role): SentenceSlot => ({
    kind: 'person',
    person: p,
    label: personLabel(p, role, selfUserID, i18n),
  });
  const people = (list: TipPerson[]): SentenceSlot =>
    list.length === 1 ? person(list[0]!, 'object') : { kind: 'people', sentence: peopleSentence(list, person, i18n) };
  const build = sentenceBuilder(i18n);

  switch (tip.kind) {
    case 'groupCreated':
      return build({ op: person(tip.opUser, 'subject') }, ({ op }) => msg`${op} created the group`);
    case 'groupInfoUpdated':
      return build({ op: person(tip.opUser, 'subject') }, ({ op }) => msg`${op} updated the group info`);
    case 'groupAnnouncementUpdated':
      return build({ op: person(tip.opUser, 'subject') }, ({ op }) => msg`${op} updated the group announcement`);
    case 'groupNameUpdated':
      return tip.groupName
        ? build(
            { op: person(tip.opUser, 'subject'), name: { kind: 'text', text: tip.groupName } },
            ({ op, name }) => msg`${op} changed the group name to ${name}`,
          )
        : build({ op: person(tip.opUser, 'subject') }, ({ op }) => msg`${op} changed the group name`);
    case 'groupDismissed':
      return build({ op: person(tip.opUser, 'subject') }, ({ op }) => msg`${op} disbanded the group`);
    case 'groupMuted':
      return build({ op: person(tip.opUser, 'subject') }, ({ op }) => msg`${op} muted all members`);
    case 'groupUnmuted':
      return build({ op: person(tip.opUser, 'subject') }, ({ op }) => msg`${op} unmuted all members`);
    case 'memberQuit':
      return build({ member: person(tip.quitUser, 'subject') }, ({ member }) => msg`${member} left the group`);
    case 'memberEntered':
      return build({ member: person(tip.entrant, 'subject') }, ({ member }) => msg`${member} joined the group`);
    case 'ownerTransferred':
      return build(
        { op: person(tip.opUser, 'subject'), owner: person(tip.newOwner, 'object') },
        ({ op, owner }) => msg`${op} transferred the group ownership to ${owner}`,
      );
    case 'memberKicked':
      return build(
        { op: person(tip.opUser, 'subject'), members: people(tip.kickedUsers) },
        ({ op, members }) => msg`${op} removed ${members} from the group`,
      );
    case 'memberInvited':
      return build(
        { op: person(tip.inviter, 'subject'), members: people(tip.invitedUsers) },
        ({ op, members }) => msg`${op} invited ${members} to the group`,
      );
    case 'memberMuted':
      return tip.mutedSeconds > 0
        ? build(
            {
              op: person(tip.opUser, 'subject'),
              member: person(tip.mutedUser, 'object'),
              duration: { kind: 'text', text: formatMuteDuration(tip.mutedSeconds, i18n.locale) },
            },
            ({ op, member, duration }) => msg`${op} muted ${member} for ${duration}`,
          )
        : build(
            { op: person(tip.opUser, 'subject'), member: person(tip.mutedUser, 'object') },
            ({ op, member }) => msg`${op} muted ${member}`,
          );
    case 'memberUnmuted':
      return build(
        { op: person(tip.opUser, 'subject'), member: person(tip.mutedUser, 'object') },
        ({ op, member }) => msg`${op} unmuted ${member}`,
      );
    case 'adminSet':
      return build(
        { op: person(tip.opUser, 'subject'), member: person(tip.member, 'object') },
        ({ op, member }) => msg`${op} made ${member} an admin`,
      );
    case 'adminUnset':
      return build(
        { op: person(tip.opUser, 'subject'), member: person(tip.member, 'object') },
        ({ op, member }) => msg`${op} removed ${member} as admin`,
      );
    case 'burnAfterReading':
      return build({}, () => (tip.enabled ? msg`Burn after reading turned on` : msg`Burn after reading turned off`));
    case 'revoked':
      // An admin recalling someone else's message says whose it was; recalling one's own does not.
      return tip.sender && tip.sender.userID !== tip.revoker.userID
        ? build(
            { revoker: person(tip.revoker, 'subject'), sender: person(tip.sender, 'object') },
            ({ revoker, sender }) => msg`${revoker} recalled a message from ${sender}`,
          )
        : build({ revoker: person(tip.revoker, 'subject') }, ({ revoker }) => msg`${revoker} recalled a message`);
    case 'friendAdded':
      return build({}, () => msg`You are now friends; start chatting`);
    case 'oaNotification':
      return tip.from
        ? build(
            { from: { kind: 'text', text: tip.from }, notice: { kind: 'text', text: tip.text } },
            ({ from, notice }) => msg`${from}: ${notice}`,
          )
        : build({ notice: { kind: 'text', text: tip.text } }, ({ notice }) => msg`${notice}`);
  }
}

/** For a notification that cannot be read: never shows its raw detail. */
export function unknownTipSentence(): Sentence {
  return { message: msg`[Notification]`, slots: {} };
}

/** "A and B", "A, B and C", "A, B, C and 2 others": the first three named, the rest counted. */
function peopleSentence(list: TipPerson[], person: (p: TipPerson, role: Role) => SentenceSlot, i18n: I18n): Sentence {
  const build = sentenceBuilder(i18n);
  const [first, second, third] = list.slice(0, NAMED_PEOPLE_LIMIT).map((p) => person(p, 'object'));
  const others = list.length - NAMED_PEOPLE_LIMIT;
  if (!third) return build({ a: first!, b: second! }, ({ a, b }) => msg`${a} and ${b}`);
  if (others <= 0) return build({ a: first!, b: second!, c: third }, ({ a, b, c }) => msg`${a}, ${b} and ${c}`);
  return build(
    { a: first!, b: second!, c: third },
    ({ a, b, c }) => msg`${a}, ${b}, ${c} and ${plural(others, { one: '# other', other: '# others' })}`,
  );
}

/** Gives the message its slots' plain-text labels, keyed as the slots are, so both stay in step. */
function sentenceBuilder(i18n: I18n) {
  return <K extends string>(
    slots: Record<K, SentenceSlot>,
    message: (labels: Record<K, string>) => MessageDescriptor,
  ): Sentence => {
    const labels = {} as Record<K, string>;
    for (const key of Object.keys(slots) as K[]) labels[key] = slotLabel(slots[key], i18n);
    return { message: message(labels), slots };
  };
}

function slotLabel(slot: SentenceSlot, i18n: I18n): string {
  switch (slot.kind) {
    case 'person':
      return slot.label;
    case 'people':
      return i18n._(slot.sentence.message);
    case 'text':
      return slot.text;
  }
}

function personLabel(p: TipPerson, role: Role, selfUserID: string, i18n: I18n): string {
  if (p.userID !== '' && p.userID === selfUserID) return i18n._(role === 'subject' ? msg`You` : msg`you`);
  if (p.nickname || p.userID) return p.nickname || p.userID;
  return i18n._(role === 'subject' ? msg`Someone` : msg`someone`);
}

/** A mute's length in days, hours and minutes ("1 day 2 hours", "10 minutes"), worded by the locale's own data. */
export function formatMuteDuration(seconds: number, locale: string): string {
  const whole = Math.max(0, Math.round(seconds));
  const parts: Array<[number, 'day' | 'hour' | 'minute' | 'second']> = [
    [Math.floor(whole / 86_400), 'day'],
    [Math.floor((whole % 86_400) / 3_600), 'hour'],
    [Math.floor((whole % 3_600) / 60), 'minute'],
  ];
  // Seconds only count when the mute is shorter than a minute; "1 day 0 hours 0 minutes 5 seconds" helps nobody.
  if (whole < 60) parts.push([whole, 'second']);
  const words = parts
    .filter(([amount]) => amount > 0)
    .map(([amount, unit]) =>
      new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount),
    );
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format(words);
}
