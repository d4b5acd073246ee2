import { Create, SimpleForm } from 'react-admin';
import { editorPath, modulesListPath, useRole } from './content-paths';
import { ModuleFormFields } from './ModuleFormFields';

/** A new module, named in Swedish; saved, it opens in its editor to get its chapters. */
export const ModuleCreate = () => {
  const role = useRole();
  return (
    <Create
      resource="modules"
      transform={(data: Record<string, unknown>) => ({ ...data, language: 'sv' })}
      redirect={(_resource, id) =>
        id === undefined ? modulesListPath(role) : editorPath('module', role, id, 'sv')
      }
    >
      <SimpleForm warnWhenUnsavedChanges>
        <ModuleFormFields />
      </SimpleForm>
    </Create>
  );
};
