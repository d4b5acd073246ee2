/** Texts of the tests folder (registered in i18n/folder-messages.ts). */
export const testMessages = {
  sv: {
    resources: {
      tests: {
        name: 'Test |||| Tester',
        fields: {
          q: 'Sök',
          id: 'Id',
          name: 'Namn',
          code: 'Kod',
          description: 'Beskrivning',
        },
      },
    },
    app: {
      tests: {
        add: 'Lägg till test',
        code_help: 'Ett fast maskinnamn, till exempel phq9',
        sections: 'Testets avsnitt',
        no_sections: 'Inga avsnitt finns',
        add_section: 'Lägg till avsnitt',
        section_name: 'Avsnittets namn',
        pages: 'Avsnittets sidor',
        no_pages: 'Inga sidor finns',
        add_page: 'Lägg till sida',
        pages_count: '%{smart_count} sida |||| %{smart_count} sidor',
        back: 'Tillbaka till testet',
        back_to: 'Tillbaka till %{name}',
      },
    },
  },
  en: {
    resources: {
      tests: {
        name: 'Test |||| Tests',
        fields: {
          q: 'Search',
          id: 'Id',
          name: 'Name',
          code: 'Code',
          description: 'Description',
        },
      },
    },
    app: {
      tests: {
        add: 'Add test',
        code_help: 'A fixed machine name, for example phq9',
        sections: 'Sections of the test',
        no_sections: 'No sections available',
        add_section: 'Add section',
        section_name: 'Section name',
        pages: 'Pages of the section',
        no_pages: 'No pages available',
        add_page: 'Add page',
        pages_count: '%{smart_count} page |||| %{smart_count} pages',
        back: 'Back to the test',
        back_to: 'Back to %{name}',
      },
    },
  },
};
