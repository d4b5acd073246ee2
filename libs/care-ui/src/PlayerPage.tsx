import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

/** How a page's questions are answered (the server's answer types). */
export type PlayerAnswerType =
  'single_choice' | 'multiple_choice' | 'text' | 'long_text' | 'scale' | 'number' | 'date';

/** A question as the page player shows it. */
export interface PlayerQuestionView {
  id: number;
  text: string;
  required: boolean;
  options: readonly { id: number; label: string; position: number }[];
}

/** An answer while it is given: the text typed or chosen option id, or the ids ticked. */
export type PlayerFormValue = string | number[];

export interface QuestionFieldProps {
  question: PlayerQuestionView;
  type: PlayerAnswerType;
  value: PlayerFormValue;
  onChange: (value: PlayerFormValue) => void;
  error: string | null;
  disabled: boolean;
  /** Said under a question that may be left unanswered ("Frivillig" / "Optional"). */
  optionalText: string;
  /** Prefix of the inputs' ids (two players on one screen need different ones). */
  idPrefix?: string;
}

/**
 * One question of a page, as its answer type asks: choices, a scale, a text, a number or a date.
 * The client's page player and the console's preview both show questions with it.
 */
export function QuestionField({
  question,
  type,
  value,
  onChange,
  error,
  disabled,
  optionalText,
  idPrefix = 'question',
}: QuestionFieldProps) {
  const id = `${idPrefix}-${question.id}`;
  const helper = error ?? (question.required ? null : optionalText);
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

export interface PlayerPageButtonsProps {
  /** Back to the previous page; absent on the first page. */
  previous?: { label: string; onClick: () => void };
  /** The submit button ("Nästa" / "Spara och gå vidare"); absent while the page waits. */
  next?: { label: string; disabled: boolean };
  /** While answers are being saved. */
  saving: boolean;
}

/** The page player's buttons under a page: previous, and next as the form's submit button. */
export function PlayerPageButtons({ previous, next, saving }: PlayerPageButtonsProps) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
      {previous !== undefined && (
        <Button variant="outlined" disabled={saving} onClick={previous.onClick}>
          {previous.label}
        </Button>
      )}
      {next !== undefined && (
        <Button type="submit" variant="contained" disabled={saving || next.disabled}>
          {next.label}
        </Button>
      )}
    </Stack>
  );
}
