import { AutocompleteInput, Create, ReferenceInput, required, SimpleForm } from 'react-admin';
import { pageInSectionPath, useRole } from '../modules/content-paths';
import { PageMainFields } from './page-fields';

function sectionOf(data: unknown): unknown {
  return typeof data === 'object' && data !== null && 'section_id' in data
    ? data.section_id
    : undefined;
}

/** A new page in a section (preset by `?source={"section_id":…}`), named in Swedish. */
export const PageCreate = () => {
  const role = useRole();
  return (
    <Create
      resource="pages"
      transform={(data: Record<string, unknown>) => ({ ...data, language: 'sv' })}
      redirect={(_resource, id, data) => {
        const section = sectionOf(data);
        return id === undefined || (typeof section !== 'number' && typeof section !== 'string')
          ? `/${role === 'cc' ? 'cc' : 'admin'}/pages/list`
          : pageInSectionPath(role, id, section, 'sv');
      }}
    >
      <SimpleForm warnWhenUnsavedChanges>
        <ReferenceInput source="section_id" reference="sections" perPage={100}>
          <AutocompleteInput optionText="name" validate={required()} />
        </ReferenceInput>
        <PageMainFields />
      </SimpleForm>
    </Create>
  );
};
