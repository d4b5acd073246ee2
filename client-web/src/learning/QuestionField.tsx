import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { type FormValue } from './answer-payload';
import { type AnswerType, type PlayerQuestion } from './learning-api';

interface QuestionFieldProps {
  question: PlayerQuestion;
  type: AnswerType;
  value: FormValue;
  onChange: (value: FormValue) => void;
  error: string | null;
  disabled: boolean;
}

/** One question of a page, as its answer type asks: choices, a scale, a text, a number or a date. */
export function QuestionField({
  question,
  type,
  value,
  onChange,
  error,
  disabled,
}: QuestionFieldProps) {
  const { t } = useTranslation();
  const id = `question-${question.id}`;
  const helper = error ?? (question.required ? null : t('learning.player.optional'));
  if (type === 'text' || type === 'long_text' || type === 'number' || type === 'date') {
    return (
      <TextField
        id={id}
        label={question.text}
        required={question.required}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        error={error !== null}
        helperText={helper}
        disabled={disabled}
        fullWidth
        multiline={type === 'long_text'}
        minRows={type === 'long_text' ? 4 : undefined}
        type={type === 'date' ? 'date' : 'text'}
        slotProps={{
          inputLabel: type === 'date' ? { shrink: true } : undefined,
          htmlInput: type === 'number' ? { inputMode: 'decimal' } : undefined,
        }}
      />
    );
  }
  const options = [...question.options].sort((a, b) => a.position - b.position);
  return (
    <FormControl
      component="fieldset"
      error={error !== null}
      disabled={disabled}
      required={question.required}
    >
      <FormLabel component="legend" id={`${id}-label`}>
        {question.text}
      </FormLabel>
      {type === 'multiple_choice' ? (
        <FormGroup>
          {options.map((option) => {
            const chosen = Array.isArray(value) ? value : [];
            return (
              <FormControlLabel
                key={option.id}
                label={option.label}
                control={
                  <Checkbox
                    checked={chosen.includes(option.id)}
                    onChange={(event) =>
                      onChange(
                        event.target.checked
                          ? [...chosen, option.id]
                          : chosen.filter((item) => item !== option.id),
                      )
                    }
                  />
                }
              />
            );
          })}
        </FormGroup>
      ) : (
        <RadioGroup
          aria-labelledby={`${id}-label`}
          name={id}
          row={type === 'scale'}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <FormControlLabel
              key={option.id}
              value={String(option.id)}
              label={option.label}
              control={<Radio />}
              labelPlacement={type === 'scale' ? 'bottom' : 'end'}
            />
          ))}
        </RadioGroup>
      )}
      {helper !== null && <FormHelperText>{helper}</FormHelperText>}
    </FormControl>
  );
}
