/**
 * The embedded development issuer's test persons. Any 12-digit number with a valid check digit
 * signs in (named "Test Testsson"); these have names, and the last ones a protected identity
 * (skyddad identitet), which the platform refuses. None of them is a real person's number.
 */
export interface TestPerson {
  personalNumber: string;
  givenName: string;
  familyName: string;
  protectedIdentity: boolean;
}

export const TEST_PERSONS: readonly TestPerson[] = [
  {
    personalNumber: '191212121212',
    givenName: 'Tolvan',
    familyName: 'Tolvansson',
    protectedIdentity: false,
  },
  {
    personalNumber: '199001011239',
    givenName: 'Anna',
    familyName: 'Andersson',
    protectedIdentity: false,
  },
  {
    personalNumber: '200104122346',
    givenName: 'Erik',
    familyName: 'Eriksson',
    protectedIdentity: false,
  },
  {
    personalNumber: '190001010016',
    givenName: 'Skyddad',
    familyName: 'Person',
    protectedIdentity: true,
  },
  {
    personalNumber: '190002020006',
    givenName: 'Skyddad',
    familyName: 'Persson',
    protectedIdentity: true,
  },
  {
    personalNumber: '190003030038',
    givenName: 'Skyddad',
    familyName: 'Personsdotter',
    protectedIdentity: true,
  },
];

/** The person a (valid) personal number signs in as. */
export function testPersonFor(personalNumber: string): TestPerson {
  return (
    TEST_PERSONS.find((person) => person.personalNumber === personalNumber) ?? {
      personalNumber,
      givenName: 'Test',
      familyName: 'Testsson',
      protectedIdentity: false,
    }
  );
}
