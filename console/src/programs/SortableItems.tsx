import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { ConfirmDialog } from './ConfirmDialog';
import { type ModuleOption, type ProgramItem } from './program-record';
import { visuallyHidden } from '@sinnro/care-ui';

interface SortableItemsProps {
  source: 'modules' | 'assessments';
  /** Translation keys of the list's texts. */
  labels: {
    title: string;
    empty: string;
    picker: string;
    removeTitle: string;
    removeContent: string;
  };
  options: readonly ModuleOption[];
  optionsPending: boolean;
  /** At least one item (the content creator's form). */
  required?: boolean;
}

function isItemList(value: unknown): value is ProgramItem[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' && item !== null && 'id' in item && typeof item.id === 'number',
    )
  );
}

const atLeastOne = (value: unknown) =>
  isItemList(value) && value.length > 0 ? undefined : 'app.programs.modules_required';

/**
 * An ordered list of modules (or assessments) in the program form: drag to reorder (mouse, touch
 * or keyboard through dnd-kit), move up/down buttons, remove with a confirmation, and a picker
 * whose items already in the list are disabled.
 */
export const SortableItems = ({
  source,
  labels,
  options,
  optionsPending,
  required = false,
}: SortableItemsProps) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({
    source,
    validate: required ? atLeastOne : undefined,
    defaultValue: [],
  });
  const value: unknown = field.value;
  const items = isItemList(value) ? value : [];
  const setItems = (next: ProgramItem[]) => field.onChange(next);
  const [selected, setSelected] = useState('');
  const [pickerError, setPickerError] = useState(false);
  const [removing, setRemoving] = useState<ProgramItem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const inList = new Set(items.map((item) => item.id));

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    const moved = items[from];
    setItems(arrayMove(items, from, to));
    setAnnouncement(
      translate('app.programs.moved', {
        name: moved.name,
        position: to + 1,
        count: items.length,
      }),
    );
  };
  const nameOf = (id: string | number) => items.find((item) => item.id === id)?.name ?? '';
  const positionOf = (id: string | number) => items.findIndex((item) => item.id === id) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    if (from >= 0 && to >= 0) move(from, to);
  };
  const add = () => {
    const option = options.find((candidate) => String(candidate.id) === selected);
    if (option === undefined || inList.has(option.id)) {
      setPickerError(true);
      return;
    }
    setItems([...items, { id: option.id, name: option.name }]);
    setSelected('');
    setPickerError(false);
  };

  // The content creator's list needs a module: say so from the start, not only after a change.
  const error =
    fieldState.error?.message ??
    (required && items.length === 0 ? 'app.programs.modules_required' : undefined);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', my: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {translate(labels.title)}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{translate(labels.empty)}</Typography>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: translate('app.programs.drag_instructions') },
            announcements: {
              onDragStart: ({ active }) =>
                translate('app.programs.drag_start', { name: nameOf(active.id) }),
              onDragOver: ({ active, over }) =>
                translate('app.programs.drag_over', {
                  name: nameOf(active.id),
                  position: over === null ? '–' : positionOf(over.id),
                  count: items.length,
                }),
              onDragEnd: ({ active, over }) =>
                translate('app.programs.drag_end', {
                  name: nameOf(active.id),
                  position: over === null ? '–' : positionOf(over.id),
                  count: items.length,
                }),
              onDragCancel: ({ active }) =>
                translate('app.programs.drag_cancel', { name: nameOf(active.id) }),
            },
          }}
        >
          <SortableContext
            items={items.map((item) => item.id)}
            strategy={verticalListSortingStrategy}
          >
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid={source}>
              {items.map((item, index) => (
                <SortableRow
                  key={item.id}
                  item={item}
                  first={index === 0}
                  last={index === items.length - 1}
                  onUp={() => move(index, index - 1)}
                  onDown={() => move(index, index + 1)}
                  onRemove={() => setRemoving(item)}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {error !== undefined && (
        <FormHelperText error>{translate(error, { _: error })}</FormHelperText>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 2 }}>
        <TextField
          select
          size="small"
          sx={{ flex: 1 }}
          label={translate(labels.picker)}
          value={selected}
          onChange={(event) => {
            setSelected(event.target.value);
            setPickerError(false);
          }}
          error={pickerError}
          helperText={pickerError ? translate('app.programs.select_module') : ' '}
          disabled={optionsPending}
        >
          {options.map((option) => (
            <MenuItem key={option.id} value={String(option.id)} disabled={inList.has(option.id)}>
              {option.name}
              {inList.has(option.id) ? ` ${translate('app.programs.already_added')}` : ''}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={add} sx={{ mt: 0.75, whiteSpace: 'nowrap' }}>
          {translate('app.programs.add_button')}
        </Button>
      </Box>
      <ConfirmDialog
        open={removing !== null}
        title={translate(labels.removeTitle)}
        content={translate(labels.removeContent, { name: removing?.name ?? '' })}
        agreeLabel={translate('app.programs.agree')}
        disagreeLabel={translate('app.programs.disagree')}
        onAgree={() => {
          if (removing !== null) setItems(items.filter((item) => item.id !== removing.id));
          setRemoving(null);
        }}
        onDisagree={() => setRemoving(null)}
      />
    </Box>
  );
};

const SortableRow = ({
  item,
  first,
  last,
  onUp,
  onDown,
  onRemove,
}: {
  item: ProgramItem;
  first: boolean;
  last: boolean;
  onUp: () => void;
  onDown: () => void;
  onRemove: () => void;
}) => {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: item.id });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      data-testid="program-item"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.5,
        mb: 0.5,
        transform: CSS.Transform.toString(transform),
        transition,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        sx={{ cursor: 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
        aria-label={translate('app.programs.drag', { name: item.name })}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <Typography sx={{ flex: 1 }}>{item.name}</Typography>
      <IconButton
        size="small"
        onClick={onUp}
        disabled={first}
        aria-label={translate('app.programs.move_up', { name: item.name })}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        onClick={onDown}
        disabled={last}
        aria-label={translate('app.programs.move_down', { name: item.name })}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        onClick={onRemove}
        aria-label={translate('app.programs.remove', { name: item.name })}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
};
