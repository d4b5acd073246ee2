import { DateInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { useApiList } from '../providers/useApiList';
import {
  kronorFromOre,
  oreFromKronor,
  type SubscriptionModel,
  subscriptionValidation,
} from './subscription-record';
import { useReferenceNames } from '../i18n/reference-names';

/** The company subscription's fields; prices in kronor here, in öre on the wire. */
export const SubscriptionFormFields = () => {
  const names = useReferenceNames();
  const { data: models } = useApiList<SubscriptionModel>('/api/v1/subscription-models/type/icbt');
  return (
    <>
      <TextInput source="name" validate={subscriptionValidation.name} fullWidth />
      <DateInput source="billing_start_date" validate={subscriptionValidation.billing_start_date} />
      <SelectInput
        source="subscription_model_uuid"
        choices={models.map((model) => ({ id: model.uuid, name: names.model(model.name) }))}
        validate={subscriptionValidation.subscription_model_uuid}
      />
      <NumberInput
        source="price_per_user"
        format={kronorFromOre}
        parse={oreFromKronor}
        validate={subscriptionValidation.price_per_user}
        helperText="app.company_subscriptions.kronor_help"
      />
      <NumberInput
        source="price_per_credit"
        format={kronorFromOre}
        parse={oreFromKronor}
        validate={subscriptionValidation.price_per_credit}
        helperText="app.company_subscriptions.kronor_help"
      />
      <NumberInput
        source="credit_amount"
        step={1}
        validate={subscriptionValidation.credit_amount}
      />
      <NumberInput
        source="credit_limit_per_user"
        step={1}
        validate={subscriptionValidation.credit_limit_per_user}
      />
      <TextInput source="licensed_price_id" />
      <TextInput source="metered_price_id" />
    </>
  );
};
