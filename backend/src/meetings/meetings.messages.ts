import { type Language } from 'src/common/i18n/language';

/** Texts of the meetings domain (merged into the catalogue in common/i18n/messages.ts). */
export const MEETING_MESSAGES = {
  'meetings.notFound': { sv: 'Mötet kunde inte hittas', en: 'The meeting could not be found' },
  'meetings.clientRequired': { sv: 'Välj en klient', en: 'Choose a client' },
  'meetings.startRequired': {
    sv: 'Ange när mötet börjar',
    en: 'Enter when the meeting starts',
  },
  'meetings.startInvalid': {
    sv: 'Starttiden är inte en giltig tidpunkt',
    en: 'The start time is not a valid time',
  },
  'meetings.startInPast': {
    sv: 'Mötet måste börja i framtiden',
    en: 'The meeting must start in the future',
  },
  'meetings.durationInvalid': {
    sv: 'Välj en längd på {allowed} minuter',
    en: 'Choose a length of {allowed} minutes',
  },
  'meetings.reasonTooLong': {
    sv: 'Anledningen får vara högst 500 tecken',
    en: 'The reason may be at most 500 characters',
  },
  'meetings.overlap': {
    sv: 'Du har redan ett möte som överlappar den tiden',
    en: 'You already have a meeting that overlaps that time',
  },
  'meetings.notSpecialist': {
    sv: 'Bara en terapeut eller hälsocoach kan boka möten',
    en: 'Only a therapist or health coach can book meetings',
  },
  'meetings.cancelOnlyBeforeStart': {
    sv: 'Bara ett möte som inte har börjat kan avbokas',
    en: 'Only a meeting that has not started can be cancelled',
  },
  'meetings.alreadyCancelled': {
    sv: 'Mötet är redan avbokat',
    en: 'The meeting has already been cancelled',
  },
  'meetings.heldOnlyAfterStart': {
    sv: 'Ett möte kan markeras som genomfört först när det har börjat',
    en: 'A meeting can be marked as held only once it has started',
  },
  'meetings.heldTooEarly': {
    sv: 'Mötet kan markeras som genomfört först när {minutes} minuter av det har gått',
    en: 'The meeting can be marked as held only once {minutes} minutes of it have passed',
  },
  'meetings.notCurrentSpecialist': {
    sv: 'Bara klientens nuvarande terapeut eller hälsocoach kan markera mötet som genomfört',
    en: "Only the client's current therapist or health coach can mark the meeting as held",
  },
  'meetings.alreadyHeld': {
    sv: 'Mötet är redan markerat som genomfört',
    en: 'The meeting has already been marked as held',
  },
  'meetings.notEnoughCredits': {
    sv: 'Klientens krediter räcker inte för mötet ({required} krediter behövs)',
    en: "The client's credits do not cover the meeting ({required} credits needed)",
  },
} as const satisfies Record<string, Record<Language, string>>;
