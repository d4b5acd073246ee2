/** The insurance check's texts. */
export const insuranceMessages = {
  sv: {
    app: {
      insurance: {
        menu: 'Försäkringskontroll',
        title: 'Försäkringskontroll',
        national_id: 'Personnummer',
        national_id_help: '12 siffror, till exempel 197001011234',
        check: 'Kontrollera',
        covered: 'Försäkringen täcker behandling',
        not_covered: 'Försäkringen täcker inte behandling',
        insurer: 'Försäkringsbolag: %{name}',
        valid: 'Giltig %{from} – %{to}',
      },
    },
  },
  en: {
    app: {
      insurance: {
        menu: 'Insurance check',
        title: 'Insurance check',
        national_id: 'National ID',
        national_id_help: '12 digits, for example 197001011234',
        check: 'Check',
        covered: 'The insurance covers treatment',
        not_covered: 'The insurance does not cover treatment',
        insurer: 'Insurer: %{name}',
        valid: 'Valid %{from} – %{to}',
      },
    },
  },
};
