/** Texts of the reference-templates folder (registered in i18n/folder-messages.ts). */
export const referenceTemplateMessages = {
  sv: {
    resources: {
      'reference-templates': {
        name: 'Referensmall |||| Referensmallar',
        fields: {
          q: 'Sök',
          id: 'Id',
          name: 'Namn',
          intervals_count: 'Intervall',
          intervals: 'Intervall',
          start_value: 'Från',
          value: 'Till och med',
          label: 'Etikett',
          color: 'Färg',
          explanation_text: 'Förklaring',
        },
      },
    },
    app: {
      'reference-templates': {
        add: 'Lägg till referensmall',
        add_interval: 'Lägg till intervall',
        intervals_help:
          'Varje intervall börjar ett steg efter föregående intervalls slut (till exempel 0–4, 5–9): de får inte överlappa eller lämna luckor.',
        interval_bounds: 'Startvärdet får inte vara större än slutvärdet',
        interval_overlap:
          'Intervallen måste vara ordnade och får inte överlappa: detta börjar vid eller före föregående intervalls slut',
        interval_gap: 'Intervallen måste hänga ihop: detta ska börja vid %{expected}',
        intervals_required: 'Lägg till minst ett intervall',
        color_invalid: 'Färgen måste skrivas som #rrggbb',
        fallback: 'Mallen har ingen text på det här språket ännu; ett annat språks text visas.',
      },
    },
  },
  en: {
    resources: {
      'reference-templates': {
        name: 'Reference template |||| Reference templates',
        fields: {
          q: 'Search',
          id: 'Id',
          name: 'Name',
          intervals_count: 'Intervals',
          intervals: 'Intervals',
          start_value: 'From',
          value: 'To (inclusive)',
          label: 'Label',
          color: 'Colour',
          explanation_text: 'Explanation',
        },
      },
    },
    app: {
      'reference-templates': {
        add: 'Add reference template',
        add_interval: 'Add interval',
        intervals_help:
          'Each interval starts one after the previous one ends (for example 0–4, 5–9): they must not overlap or leave gaps.',
        interval_bounds: 'The start value must not be greater than the end value',
        interval_overlap:
          'Intervals must be ordered and must not overlap: this one starts at or before the previous one ends',
        interval_gap: 'Intervals must be contiguous: this one should start at %{expected}',
        intervals_required: 'Add at least one interval',
        color_invalid: 'The colour must be written as #rrggbb',
        fallback:
          'The template has no text in this language yet; another language’s text is shown.',
      },
    },
  },
};
