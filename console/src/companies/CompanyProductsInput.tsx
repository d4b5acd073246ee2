import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, majorFromMinor, minorFromMajor } from '@sinnro/web-session';
import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  SimpleFormIterator,
  TextInput,
  maxLength,
  minValue,
  number,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { type EditorProduct } from './company-record';

/**
 * A product's name, whole and wrapping (never cut), and its catalogue price in kronor (stored in
 * öre): the row's heading.
 */
const ProductHeading = ({ product }: { product: Partial<EditorProduct> | undefined }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (product === undefined) return null;
  return (
    <Stack sx={{ width: { xs: '100%', sm: 220 }, minWidth: 0, alignSelf: 'center' }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{product.name}</Typography>
      {typeof product.default_price === 'number' && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.companies.catalogue_price', {
            price: formatMoney(product.default_price, 'SEK', locale),
          })}
        </Typography>
      )}
    </Stack>
  );
};

/**
 * The company's products (administration document section 3): each catalogue product the company
 * has, whether it is selected or disabled, and the company's own data for it. The server checks
 * that one is selected and that an enabled product has the data it needs; its errors show here.
 * Prices are typed in kronor and sent in öre.
 */
export const CompanyProductsInput = () => (
  <ArrayInput source="products" label={false}>
    <SimpleFormIterator
      inline
      disableAdd
      disableRemove
      disableReordering
      disableClear
      getItemLabel={false}
    >
      <FormDataConsumer<{ products?: EditorProduct[] }>>
        {({ scopedFormData }) => (
          <ProductHeading product={scopedFormData as Partial<EditorProduct> | undefined} />
        )}
      </FormDataConsumer>
      <BooleanInput source="is_selected" helperText={false} />
      <BooleanInput source="is_disabled" helperText={false} />
      <TextInput source="external_id" validate={maxLength(100)} helperText={false} />
      <NumberInput
        source="number_of_test_kits"
        validate={[number(), minValue(0)]}
        helperText={false}
      />
      <NumberInput source="number_of_calls" validate={[number(), minValue(0)]} helperText={false} />
      <NumberInput
        source="unit_price"
        format={majorFromMinor}
        parse={minorFromMajor}
        validate={[number(), minValue(0)]}
        helperText="app.companies.unit_price_help"
      />
    </SimpleFormIterator>
  </ArrayInput>
);
