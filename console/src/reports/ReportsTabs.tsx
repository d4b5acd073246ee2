import { Tab, Tabs } from '@mui/material';
import { LinkBase, usePermissions, useTranslate } from 'react-admin';
import { type ConsolePermissions } from '../providers/access';
import { referenceTemplates } from '../reference-templates';
import { resourcePath } from '../routing/spec-paths';
import { reportTemplates } from '.';

/** The two lists of the reports area: report templates and reference templates. */
export const ReportsTabs = ({
  current,
}: {
  current: 'report-templates' | 'reference-templates';
}) => {
  const { permissions } = usePermissions<ConsolePermissions>();
  const translate = useTranslate();
  if (permissions === undefined) return null;
  const tabs = [reportTemplates, referenceTemplates].flatMap((resource) => {
    const to = resourcePath(resource, permissions.role, 'list');
    return to === null ? [] : [{ name: resource.name, to }];
  });
  return (
    // The text in the page's own colour: the theme's blue on the grey page fails axe's contrast.
    <Tabs value={current} textColor="inherit" aria-label={translate('app.reports.areas')}>
      {tabs.map((tab) => (
        <Tab
          key={tab.name}
          value={tab.name}
          label={translate(`resources.${tab.name}.name`, { smart_count: 2 })}
          component={LinkBase}
          to={tab.to}
        />
      ))}
    </Tabs>
  );
};
