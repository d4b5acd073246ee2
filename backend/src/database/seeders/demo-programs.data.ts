import { type AnswerType } from 'src/content/page.entity';
import { SUBSCRIPTION_MODELS } from 'src/programs/program-reference-data';
import { type Texts } from './demo-instruments.data';

/**
 * The demo programs: an internet-based CBT program for low mood (therapist assisted, three
 * modules and the PHQ-9) and a self-study program on stress (one module and the GAD-7), in
 * Swedish and English. Fixed uuids so tests and clients can name them.
 */
export interface DemoPage {
  name: Texts;
  body: Texts;
}

export interface DemoQuestionPage {
  name: Texts;
  answerType: AnswerType;
  question: Texts;
  options: { value: number; label: Texts }[];
  /** The client waits for the therapist's approval after answering. */
  therapistApprovalRequired?: boolean;
}

export interface DemoModule {
  uuid: string;
  category: string;
  name: Texts;
  description: Texts;
  chapter: Texts;
  section: Texts;
  pages: DemoPage[];
  questionPage: DemoQuestionPage;
}

export interface DemoProgram {
  uuid: string;
  subscriptionModelUuid: string;
  durationDays: number;
  isTreatment: boolean;
  name: Texts;
  description: Texts;
  modules: DemoModule[];
  /** Instrument codes run as assessments (see demo-instruments.data). */
  assessments: ('phq9' | 'gad7')[];
}

const WELCOME: DemoModule = {
  uuid: 'dc0c0de0-0000-4000-8000-000000000101',
  category: 'depression',
  name: { sv: 'Välkommen till behandlingen', en: 'Welcome to the treatment' },
  description: {
    sv: 'Hur behandlingen går till och vad du vill uppnå.',
    en: 'How the treatment works and what you want to achieve.',
  },
  chapter: { sv: 'Om behandlingen', en: 'About the treatment' },
  section: { sv: 'Så fungerar det', en: 'How it works' },
  pages: [
    {
      name: { sv: 'Välkommen', en: 'Welcome' },
      body: {
        sv: '<p>Den här behandlingen bygger på kognitiv beteendeterapi (KBT). Du arbetar med en modul i taget och din terapeut följer ditt arbete och svarar på dina meddelanden.</p>',
        en: '<p>This treatment is based on cognitive behavioural therapy (CBT). You work through one module at a time, and your therapist follows your work and answers your messages.</p>',
      },
    },
    {
      name: { sv: 'Ditt arbete varje vecka', en: 'Your work each week' },
      body: {
        sv: '<p>Räkna med ungefär en timme i veckan för att läsa och en stund varje dag för övningarna. Det är övningarna i vardagen som gör skillnad.</p>',
        en: '<p>Set aside about an hour a week for reading and a little time each day for the exercises. It is the exercises in everyday life that make the difference.</p>',
      },
    },
  ],
  questionPage: {
    name: { sv: 'Dina mål', en: 'Your goals' },
    answerType: 'long_text',
    therapistApprovalRequired: true,
    question: {
      sv: 'Vad vill du ska vara annorlunda i ditt liv när behandlingen är slut?',
      en: 'What would you like to be different in your life when the treatment is over?',
    },
    options: [],
  },
};

const ACTIVATION: DemoModule = {
  uuid: 'dc0c0de0-0000-4000-8000-000000000102',
  category: 'depression',
  name: { sv: 'Beteendeaktivering', en: 'Behavioural activation' },
  description: {
    sv: 'Bryt nedstämdhetens onda cirkel genom att planera meningsfulla aktiviteter.',
    en: 'Break the vicious circle of low mood by planning meaningful activities.',
  },
  chapter: { sv: 'Aktivitet och mående', en: 'Activity and mood' },
  section: { sv: 'Sambandet mellan aktivitet och mående', en: 'How activity and mood connect' },
  pages: [
    {
      name: { sv: 'Nedstämdhetens onda cirkel', en: 'The vicious circle of low mood' },
      body: {
        sv: '<p>När vi mår dåligt drar vi oss ofta undan. Vi slutar med sådant som brukade ge glädje, och då blir det ännu svårare att må bra.</p>',
        en: '<p>When we feel low we often withdraw. We stop doing things that used to bring joy, which makes it even harder to feel well.</p>',
      },
    },
    {
      name: { sv: 'Planera meningsfulla aktiviteter', en: 'Planning meaningful activities' },
      body: {
        sv: '<p>Välj tre små aktiviteter som du tycker är meningsfulla och skriv in dem i din kalender för den kommande veckan.</p>',
        en: '<p>Choose three small activities that feel meaningful to you and put them in your calendar for the coming week.</p>',
      },
    },
  ],
  questionPage: {
    name: { sv: 'Veckans aktiviteter', en: 'This week’s activities' },
    answerType: 'single_choice',
    question: {
      sv: 'Hur många av de planerade aktiviteterna genomförde du?',
      en: 'How many of the planned activities did you do?',
    },
    options: [
      { value: 0, label: { sv: 'Ingen', en: 'None' } },
      { value: 1, label: { sv: 'Någon', en: 'Some' } },
      { value: 2, label: { sv: 'De flesta', en: 'Most' } },
      { value: 3, label: { sv: 'Alla', en: 'All' } },
    ],
  },
};

const THOUGHTS: DemoModule = {
  uuid: 'dc0c0de0-0000-4000-8000-000000000103',
  category: 'depression',
  name: { sv: 'Tankar och känslor', en: 'Thoughts and feelings' },
  description: {
    sv: 'Lär dig upptäcka och pröva automatiska negativa tankar.',
    en: 'Learn to notice and test automatic negative thoughts.',
  },
  chapter: { sv: 'Tankefällor', en: 'Thinking traps' },
  section: { sv: 'Att upptäcka automatiska tankar', en: 'Noticing automatic thoughts' },
  pages: [
    {
      name: { sv: 'Vad är automatiska tankar?', en: 'What are automatic thoughts?' },
      body: {
        sv: '<p>Automatiska tankar dyker upp av sig själva och känns sanna. När vi är nedstämda blir de ofta negativa och påverkar hur vi känner och gör.</p>',
        en: '<p>Automatic thoughts pop up by themselves and feel true. When we feel low they are often negative and affect how we feel and act.</p>',
      },
    },
    {
      name: { sv: 'Att pröva en tanke', en: 'Testing a thought' },
      body: {
        sv: '<p>Skriv ner tanken. Vad talar för den, och vad talar emot? Hur skulle du se på saken om en vän hade tänkt så?</p>',
        en: '<p>Write the thought down. What speaks for it, and what against? How would you see it if a friend had that thought?</p>',
      },
    },
  ],
  questionPage: {
    name: { sv: 'Skatta din tanke', en: 'Rate your thought' },
    answerType: 'scale',
    question: {
      sv: 'Hur mycket tror du på tanken nu, efter att du har prövat den?',
      en: 'How much do you believe the thought now that you have tested it?',
    },
    options: [
      { value: 0, label: { sv: 'Inte alls', en: 'Not at all' } },
      { value: 1, label: { sv: 'Lite', en: 'A little' } },
      { value: 2, label: { sv: 'Delvis', en: 'Partly' } },
      { value: 3, label: { sv: 'Mycket', en: 'A lot' } },
      { value: 4, label: { sv: 'Helt', en: 'Completely' } },
    ],
  },
};

const STRESS: DemoModule = {
  uuid: 'dc0c0de0-0000-4000-8000-000000000104',
  category: 'stress',
  name: { sv: 'Stress och återhämtning', en: 'Stress and recovery' },
  description: {
    sv: 'Förstå hur stress fungerar och hitta tid för återhämtning.',
    en: 'Understand how stress works and find time to recover.',
  },
  chapter: { sv: 'Vad är stress?', en: 'What is stress?' },
  section: { sv: 'Kroppens stressreaktion', en: 'The body’s stress response' },
  pages: [
    {
      name: { sv: 'Stress är inte farligt i sig', en: 'Stress is not dangerous in itself' },
      body: {
        sv: '<p>Stress hjälper oss att prestera när det behövs. Det blir ett problem först när återhämtningen uteblir under lång tid.</p>',
        en: '<p>Stress helps us perform when needed. It becomes a problem only when recovery is missing for a long time.</p>',
      },
    },
    {
      name: { sv: 'Små pauser varje dag', en: 'Small breaks every day' },
      body: {
        sv: '<p>Planera in tre korta pauser om dagen: gå en kort promenad, andas lugnt en minut eller titta ut genom fönstret.</p>',
        en: '<p>Plan three short breaks a day: take a short walk, breathe calmly for a minute or look out of the window.</p>',
      },
    },
  ],
  questionPage: {
    name: { sv: 'Din återhämtning', en: 'Your recovery' },
    answerType: 'single_choice',
    question: {
      sv: 'Hur ofta tog du en paus för återhämtning den senaste veckan?',
      en: 'How often did you take a break to recover last week?',
    },
    options: [
      { value: 0, label: { sv: 'Aldrig', en: 'Never' } },
      { value: 1, label: { sv: 'Några gånger', en: 'A few times' } },
      { value: 2, label: { sv: 'Varje dag', en: 'Every day' } },
    ],
  },
};

export const DEMO_PROGRAMS: { icbt: DemoProgram; selfStudy: DemoProgram } = {
  icbt: {
    uuid: 'dc0c0de0-0000-4000-8000-000000000201',
    subscriptionModelUuid: SUBSCRIPTION_MODELS.therapistAssisted.uuid,
    durationDays: 84,
    isTreatment: true,
    name: { sv: 'Må bättre – KBT vid nedstämdhet', en: 'Feel better – CBT for low mood' },
    description: {
      sv: 'Internetbaserad KBT med stöd av terapeut, i tre moduler.',
      en: 'Internet-based CBT with therapist support, in three modules.',
    },
    modules: [WELCOME, ACTIVATION, THOUGHTS],
    assessments: ['phq9'],
  },
  selfStudy: {
    uuid: 'dc0c0de0-0000-4000-8000-000000000202',
    subscriptionModelUuid: SUBSCRIPTION_MODELS.selfStudy.uuid,
    durationDays: 56,
    isTreatment: false,
    name: { sv: 'Stresshantering på egen hand', en: 'Managing stress on your own' },
    description: {
      sv: 'Ett självhjälpsprogram om stress och återhämtning.',
      en: 'A self-help program about stress and recovery.',
    },
    modules: [STRESS],
    assessments: ['gad7'],
  },
};
