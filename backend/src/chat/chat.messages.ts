/** Texts of the chat (merged into the catalogue in common/i18n/messages.ts). */
export const CHAT_MESSAGES = {
  'chat.messageEmpty': {
    sv: 'Meddelandet får inte vara tomt',
    en: 'The message must not be empty',
  },
  'chat.messageTooLong': {
    sv: 'Meddelandet får vara högst 10 000 tecken',
    en: 'The message may be at most 10,000 characters',
  },
  'chat.paused': {
    sv: 'Chatten är pausad: du kan inte skicka meddelanden just nu',
    en: 'The chat is paused: you cannot send messages right now',
  },
  'chat.specialistOnly': {
    sv: 'Bara behandlaren kan ändra chattens status',
    en: 'Only the specialist can change the chat’s status',
  },
  'chat.templatesSpecialistOnly': {
    sv: 'Meddelandemallar finns bara för behandlare',
    en: 'Message templates are for specialists only',
  },
  'chat.templateTitleRequired': { sv: 'Rubrik är obligatorisk', en: 'Title is required' },
  'chat.templateBodyRequired': { sv: 'Text är obligatorisk', en: 'Text is required' },
  'chat.templateTitleTooLong': {
    sv: 'Rubriken får vara högst 200 tecken',
    en: 'The title may be at most 200 characters',
  },
  'chat.tooManySockets': {
    sv: 'Du har för många chattanslutningar öppna. Stäng en flik eller app och försök igen',
    en: 'You have too many chat connections open. Close a tab or app and try again',
  },
  'chat.notYourMessages': {
    sv: 'Du kan bara markera dina egna meddelanden som lästa',
    en: 'You can only mark your own messages as read',
  },
} as const;
