import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Link, useGetOne, useTranslate } from 'react-admin';
import { type ContentLanguage } from '../modules/content-language';
import { useRole } from '../modules/content-paths';
import { testEditPath } from './test-paths';
import { type TestRow } from './test-record';

/** A link back to the test the section or page belongs to, named by the test. */
export const BackToTest = ({
  testId,
  language,
}: {
  testId: string | undefined;
  language: ContentLanguage;
}) => {
  const role = useRole();
  const translate = useTranslate();
  const { data: test } = useGetOne<TestRow>(
    'tests',
    { id: Number(testId), meta: { lang: language } },
    { enabled: testId !== undefined },
  );
  if (testId === undefined || role === '') return null;
  return (
    <Button
      component={Link}
      to={testEditPath(role, testId, language)}
      label={
        test?.name === undefined
          ? translate('app.tests.back')
          : translate('app.tests.back_to', { name: test.name })
      }
    >
      <ArrowBackIcon />
    </Button>
  );
};
