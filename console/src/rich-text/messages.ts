/** Texts of the rich-text editor (page content), registered in i18n/folder-messages.ts. */

const sv = {
  app: {
    rich_text: {
      toolbar: 'Formatering av %{field}',
      paragraph: 'Brödtext',
      heading_2: 'Rubrik',
      heading_3: 'Underrubrik',
      bold: 'Fetstil',
      italic: 'Kursiv',
      bullet_list: 'Punktlista',
      ordered_list: 'Numrerad lista',
      link: 'Länk',
      undo: 'Ångra',
      redo: 'Gör om',
      keyboard_help:
        'Piltangenterna flyttar mellan knapparna. I texten: Ctrl+B fetstil, Ctrl+I kursiv, Ctrl+Z ångra; i en lista drar Tab in och Skift+Tab ut.',
      link_title: 'Länk',
      link_address: 'Adress',
      link_help: 'Börjar med https://, http://, mailto: eller tel:',
      link_invalid: 'Skriv en adress som börjar med https://, http://, mailto: eller tel:',
      link_text: 'Länktext',
      link_save: 'Spara länken',
      link_remove: 'Ta bort länken',
      link_cancel: 'Avbryt',
    },
  },
};

type Messages = typeof sv;

const en: Messages = {
  app: {
    rich_text: {
      toolbar: 'Formatting of %{field}',
      paragraph: 'Body text',
      heading_2: 'Heading',
      heading_3: 'Subheading',
      bold: 'Bold',
      italic: 'Italic',
      bullet_list: 'Bulleted list',
      ordered_list: 'Numbered list',
      link: 'Link',
      undo: 'Undo',
      redo: 'Redo',
      keyboard_help:
        'The arrow keys move between the buttons. In the text: Ctrl+B bold, Ctrl+I italic, Ctrl+Z undo; in a list Tab indents and Shift+Tab outdents.',
      link_title: 'Link',
      link_address: 'Address',
      link_help: 'Starts with https://, http://, mailto: or tel:',
      link_invalid: 'Write an address that starts with https://, http://, mailto: or tel:',
      link_text: 'Link text',
      link_save: 'Save the link',
      link_remove: 'Remove the link',
      link_cancel: 'Cancel',
    },
  },
};

export const richTextMessages = { sv, en };
