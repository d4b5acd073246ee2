import {
  BooleanInput,
  SelectInput,
  TextInput,
  maxLength,
  required,
  useLocaleState,
} from 'react-admin';
import { useApiList } from '../providers/useApiList';
import {
  type DurationOption,
  SUBSCRIPTION_MODEL_TYPE,
  type SubscriptionModelOption,
} from './program-record';

/** 0/1 from the server shown as a switch. */
const asBoolean = (value: unknown) => value === true || value === 1;

/** The fields create and edit share (the module order is edited elsewhere). */
export const ProgramFormFields = () => {
  const [locale] = useLocaleState();
  const durations = useApiList<DurationOption>(`/api/durations/full-list/${locale}`);
  const models = useApiList<SubscriptionModelOption>(
    `/api/v1/subscription-models/type/${SUBSCRIPTION_MODEL_TYPE}`,
  );
  return (
    <>
      <TextInput source="name" validate={[required(), maxLength(300)]} fullWidth />
      <SelectInput
        source="duration"
        choices={durations.data}
        optionValue="days"
        isPending={durations.isPending}
        validate={required()}
      />
      <SelectInput
        source="subscription_model_uuid"
        choices={models.data}
        optionValue="uuid"
        isPending={models.isPending}
        validate={required()}
      />
      <BooleanInput source="default" format={asBoolean} />
      <BooleanInput source="open_all_modules" />
      <BooleanInput source="is_treatment" />
      <BooleanInput source="hide_in_digital_treatment" />
    </>
  );
};
