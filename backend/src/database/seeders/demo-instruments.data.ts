/**
 * The standard instruments seeded as assessments: PHQ-9 (depression) and GAD-7 (anxiety), with
 * their items in Swedish and English, the 0–3 answer scale and the published severity bands.
 * Fixed uuids so other seeders, tests and clients can name them.
 */
export interface Texts {
  sv: string;
  en: string;
}

export interface InstrumentBand {
  start: number;
  end: number;
  color: string;
  label: Texts;
  explanation: Texts;
}

export interface InstrumentSeed {
  code: 'phq9' | 'gad7';
  category: string;
  moduleUuid: string;
  reportUuid: string;
  referenceUuid: string;
  name: Texts;
  description: Texts;
  instruction: Texts;
  items: Texts[];
  /** The risk item (0-based index) and the lowest answer value that raises a risk flag. */
  risk?: { item: number; threshold: number };
  bands: InstrumentBand[];
}

/** The four answers of both instruments, scored 0–3. */
export const FREQUENCY_OPTIONS: { value: number; label: Texts }[] = [
  { value: 0, label: { sv: 'Inte alls', en: 'Not at all' } },
  { value: 1, label: { sv: 'Flera dagar', en: 'Several days' } },
  { value: 2, label: { sv: 'Mer än halva dagarna', en: 'More than half the days' } },
  { value: 3, label: { sv: 'Nästan varje dag', en: 'Nearly every day' } },
];

const TWO_WEEKS: Texts = {
  sv: 'Under de senaste två veckorna, hur ofta har du besvärats av något av följande problem?',
  en: 'Over the last two weeks, how often have you been bothered by any of the following problems?',
};

export const PHQ9: InstrumentSeed = {
  code: 'phq9',
  category: 'depression',
  moduleUuid: 'dc0c0de0-0000-4000-8000-000000000091',
  reportUuid: 'dc0c0de0-0000-4000-8000-000000000092',
  referenceUuid: 'dc0c0de0-0000-4000-8000-000000000093',
  name: { sv: 'PHQ-9 – skattning av nedstämdhet', en: 'PHQ-9 – depression screening' },
  description: {
    sv: 'Nio frågor om hur du har mått de senaste två veckorna (Patient Health Questionnaire).',
    en: 'Nine questions about how you have felt over the last two weeks (Patient Health Questionnaire).',
  },
  instruction: TWO_WEEKS,
  // Item 9 (thoughts of death or self-harm): any answer above "not at all" is flagged.
  risk: { item: 8, threshold: 1 },
  items: [
    {
      sv: 'Lite intresse eller glädje i att göra saker',
      en: 'Little interest or pleasure in doing things',
    },
    {
      sv: 'Känt dig nedstämd, deprimerad eller känt att framtiden ser hopplös ut',
      en: 'Feeling down, depressed, or hopeless',
    },
    {
      sv: 'Svårt att somna eller att sova utan avbrott, eller sovit för mycket',
      en: 'Trouble falling or staying asleep, or sleeping too much',
    },
    { sv: 'Känt dig trött eller energilös', en: 'Feeling tired or having little energy' },
    { sv: 'Dålig aptit eller ätit för mycket', en: 'Poor appetite or overeating' },
    {
      sv: 'Dålig självkänsla – eller känt att du är misslyckad eller att du svikit dig själv eller din familj',
      en: 'Feeling bad about yourself – or that you are a failure or have let yourself or your family down',
    },
    {
      sv: 'Svårt att koncentrera dig, till exempel när du läser tidningen eller tittar på tv',
      en: 'Trouble concentrating on things, such as reading the newspaper or watching television',
    },
    {
      sv: 'Rört dig eller talat så långsamt att andra människor märkt det? Eller motsatsen – att du varit så nervös eller rastlös att du rört dig mycket mer än vanligt',
      en: 'Moving or speaking so slowly that other people could have noticed? Or the opposite – being so fidgety or restless that you have been moving around a lot more than usual',
    },
    {
      sv: 'Tankar på att det skulle vara bättre om du var död eller att du skulle skada dig på något sätt',
      en: 'Thoughts that you would be better off dead, or of hurting yourself in some way',
    },
  ],
  bands: [
    {
      start: 0,
      end: 4,
      color: '#2e7d32',
      label: { sv: 'Minimala symtom', en: 'Minimal' },
      explanation: {
        sv: 'Inga eller minimala depressiva symtom.',
        en: 'No or minimal depressive symptoms.',
      },
    },
    {
      start: 5,
      end: 9,
      color: '#9ccc65',
      label: { sv: 'Lindriga symtom', en: 'Mild' },
      explanation: {
        sv: 'Lindriga depressiva symtom. Följ hur de utvecklas och gör om skattningen.',
        en: 'Mild depressive symptoms. Watch how they develop and repeat the assessment.',
      },
    },
    {
      start: 10,
      end: 14,
      color: '#fbc02d',
      label: { sv: 'Måttliga symtom', en: 'Moderate' },
      explanation: {
        sv: 'Måttliga depressiva symtom. Behandling bör övervägas.',
        en: 'Moderate depressive symptoms. Treatment should be considered.',
      },
    },
    {
      start: 15,
      end: 19,
      color: '#f57c00',
      label: { sv: 'Medelsvåra symtom', en: 'Moderately severe' },
      explanation: {
        sv: 'Medelsvåra depressiva symtom. Aktiv behandling rekommenderas.',
        en: 'Moderately severe depressive symptoms. Active treatment is recommended.',
      },
    },
    {
      start: 20,
      end: 27,
      color: '#c62828',
      label: { sv: 'Svåra symtom', en: 'Severe' },
      explanation: {
        sv: 'Svåra depressiva symtom. Kontakta vården för en bedömning snarast.',
        en: 'Severe depressive symptoms. Contact your care provider for an assessment as soon as possible.',
      },
    },
  ],
};

export const GAD7: InstrumentSeed = {
  code: 'gad7',
  category: 'anxiety',
  moduleUuid: 'dc0c0de0-0000-4000-8000-000000000071',
  reportUuid: 'dc0c0de0-0000-4000-8000-000000000072',
  referenceUuid: 'dc0c0de0-0000-4000-8000-000000000073',
  name: { sv: 'GAD-7 – skattning av oro och ångest', en: 'GAD-7 – anxiety screening' },
  description: {
    sv: 'Sju frågor om oro och ångest de senaste två veckorna (Generalized Anxiety Disorder 7).',
    en: 'Seven questions about worry and anxiety over the last two weeks (Generalized Anxiety Disorder 7).',
  },
  instruction: TWO_WEEKS,
  items: [
    {
      sv: 'Känt dig nervös, ängslig eller väldigt stressad',
      en: 'Feeling nervous, anxious, or on edge',
    },
    {
      sv: 'Inte kunnat sluta oroa dig eller kontrollera din oro',
      en: 'Not being able to stop or control worrying',
    },
    { sv: 'Oroat dig för mycket för olika saker', en: 'Worrying too much about different things' },
    { sv: 'Haft svårt att slappna av', en: 'Trouble relaxing' },
    {
      sv: 'Varit så rastlös att du haft svårt att sitta still',
      en: 'Being so restless that it is hard to sit still',
    },
    { sv: 'Blivit lätt irriterad eller retlig', en: 'Becoming easily annoyed or irritable' },
    {
      sv: 'Känt dig rädd, som om något hemskt skulle kunna hända',
      en: 'Feeling afraid, as if something awful might happen',
    },
  ],
  bands: [
    {
      start: 0,
      end: 4,
      color: '#2e7d32',
      label: { sv: 'Minimala symtom', en: 'Minimal' },
      explanation: { sv: 'Ingen eller minimal ångest.', en: 'No or minimal anxiety.' },
    },
    {
      start: 5,
      end: 9,
      color: '#9ccc65',
      label: { sv: 'Lindriga symtom', en: 'Mild' },
      explanation: {
        sv: 'Lindriga ångestsymtom. Följ hur de utvecklas och gör om skattningen.',
        en: 'Mild anxiety symptoms. Watch how they develop and repeat the assessment.',
      },
    },
    {
      start: 10,
      end: 14,
      color: '#fbc02d',
      label: { sv: 'Måttliga symtom', en: 'Moderate' },
      explanation: {
        sv: 'Måttliga ångestsymtom. Behandling bör övervägas.',
        en: 'Moderate anxiety symptoms. Treatment should be considered.',
      },
    },
    {
      start: 15,
      end: 21,
      color: '#c62828',
      label: { sv: 'Svåra symtom', en: 'Severe' },
      explanation: {
        sv: 'Svåra ångestsymtom. Kontakta vården för en bedömning snarast.',
        en: 'Severe anxiety symptoms. Contact your care provider for an assessment as soon as possible.',
      },
    },
  ],
};

export const INSTRUMENTS: readonly InstrumentSeed[] = [PHQ9, GAD7];
