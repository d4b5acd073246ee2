import { type Language } from 'src/common/i18n/language';

/** Texts of the learning domain (merged into the catalogue in common/i18n/messages.ts). */
export const LEARNING_MESSAGES = {
  'learning.subscriptionInactive': {
    sv: 'Prenumerationen är inte aktiv (avslutad, uppsagd eller utgången): inga svar kan sparas',
    en: 'The subscription is not active (ended, cancelled or expired): no answers can be saved',
  },
  'learning.moduleLocked': {
    sv: 'Modulen är låst: din terapeut öppnar den när det är dags',
    en: 'The module is locked: your therapist opens it when it is time',
  },
  'learning.moduleClosed': {
    sv: 'Modulen är stängd',
    en: 'The module is closed',
  },
  'learning.pageNotInModule': {
    sv: 'Sidan hör inte till den här modulen',
    en: 'The page does not belong to this module',
  },
  'learning.instanceNotActive': {
    sv: 'Svaren hör inte till modulens aktiva omgång',
    en: 'The answers are not for the module’s active instance',
  },
  'learning.instanceCompleted': {
    sv: 'Den här omgången av modulen är klar: starta en ny omgång för att svara igen',
    en: 'This instance of the module is completed: start a new instance to answer again',
  },
  'learning.pageNotOpen': {
    sv: 'Sidan är inte öppen än: svara på sidorna före den först',
    en: 'This page is not open yet: answer the pages before it first',
  },
  'learning.awaitingApproval': {
    sv: 'Din terapeut behöver granska dina svar innan du kan gå vidare',
    en: 'Your therapist needs to review your answers before you can go on',
  },
  'learning.newInstanceNotAllowed': {
    sv: 'En ny omgång kan bara startas i en modul som kan upprepas, när den senaste omgången är klar',
    en: 'A new instance can be started only in a repeatable module, once the latest instance is completed',
  },
  'learning.wrongAnswer': {
    sv: 'Hoppsan, fel svar. Försök igen!',
    en: 'Oops, wrong answer. Try again!',
  },
  'learning.answerRequired': { sv: 'Svar krävs', en: 'Answer required' },
  'learning.questionNotOnPage': {
    sv: 'Frågan {id} finns inte på den här sidan',
    en: 'Question {id} is not on this page',
  },
  'learning.optionUnknown': {
    sv: 'Svarsalternativet hör inte till frågan',
    en: 'The option does not belong to this question',
  },
  'learning.oneOption': {
    sv: 'Välj ett av frågans svarsalternativ (dess id)',
    en: 'Choose one of the question’s options (its id)',
  },
  'learning.optionList': {
    sv: 'Välj ett eller flera av frågans svarsalternativ (en lista med id)',
    en: 'Choose one or more of the question’s options (a list of ids)',
  },
  'learning.textExpected': { sv: 'Svaret ska vara en text', en: 'The answer must be a text' },
  'learning.numberExpected': { sv: 'Svaret ska vara ett tal', en: 'The answer must be a number' },
  'learning.dateExpected': {
    sv: 'Svaret ska vara ett datum (ÅÅÅÅ-MM-DD)',
    en: 'The answer must be a date (YYYY-MM-DD)',
  },
  'learning.noQuestions': {
    sv: 'Sidan har inga frågor att svara på',
    en: 'The page has no questions to answer',
  },
  'learning.crisis': {
    sv: 'Du har svarat att du har haft tankar på att det vore bättre om du vore död eller på att skada dig själv. Din terapeut har fått ett meddelande. Är du i akut fara eller har tankar på att ta ditt liv: ring 112. Vill du prata med någon om hur du mår: ring 1177 Vårdguiden, dygnet runt.',
    en: 'You have answered that you have had thoughts that you would be better off dead or of hurting yourself. Your therapist has been notified. If you are in immediate danger or thinking of taking your life, call 112. To talk to someone about how you feel, call 1177 (healthcare advice, around the clock).',
  },
  'learning.approvalNotPending': {
    sv: 'Sidan väntar inte på godkännande i den här omgången',
    en: 'The page is not waiting for approval in this instance',
  },
  'learning.approvalMessageNoConversation': {
    sv: 'Du har ingen konversation med klienten, så meddelandet kan inte skickas. Godkänn utan meddelande.',
    en: 'You have no conversation with the client, so the message cannot be sent. Approve without a message.',
  },
} as const satisfies Record<string, Record<Language, string>>;
