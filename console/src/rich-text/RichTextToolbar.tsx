import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { type Editor, useEditorState } from '@tiptap/react';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { LinkDialog } from './LinkDialog';

interface ToolbarButton {
  key: string;
  label: string;
  icon: ReactNode;
  /** A format that is on or off at the cursor (announced as pressed); actions have none. */
  active?: boolean;
  disabled?: boolean;
  run: () => void;
}

/**
 * A pressed button is dark with light text and an idle one dark text on white: both keep the
 * contrast axe asks for (primary on the grey "selected" background did not).
 */
const ACTIVE_BUTTON = {
  bgcolor: 'primary.dark',
  color: 'primary.contrastText',
  '&:hover': { bgcolor: 'primary.dark' },
} as const;
const IDLE_BUTTON = { color: 'text.primary' } as const;

const HeadingMark = ({ children }: { children: string }) => (
  <Box component="span" sx={{ fontWeight: 700, fontSize: '0.9rem', minWidth: 24 }}>
    {children}
  </Box>
);

/**
 * The editor's toolbar (WAI-ARIA toolbar pattern): one tab stop, the arrow keys, Home and End
 * move between the buttons; each button has a label in the interface language and the formats
 * say whether they are on at the cursor.
 */
export const RichTextToolbar = ({
  editor,
  fieldLabel,
  describedBy,
}: {
  editor: Editor;
  fieldLabel: string;
  describedBy: string;
}) => {
  const translate = useTranslate();
  const [linkOpen, setLinkOpen] = useState(false);
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const groups: ToolbarButton[][] = [
    [
      {
        key: 'h2',
        label: translate('app.rich_text.heading_2'),
        icon: <HeadingMark>H2</HeadingMark>,
        active: state.h2,
        run: () => chain().toggleHeading({ level: 2 }).run(),
      },
      {
        key: 'h3',
        label: translate('app.rich_text.heading_3'),
        icon: <HeadingMark>H3</HeadingMark>,
        active: state.h3,
        run: () => chain().toggleHeading({ level: 3 }).run(),
      },
    ],
    [
      {
        key: 'bold',
        label: translate('app.rich_text.bold'),
        icon: <FormatBoldIcon />,
        active: state.bold,
        run: () => chain().toggleBold().run(),
      },
      {
        key: 'italic',
        label: translate('app.rich_text.italic'),
        icon: <FormatItalicIcon />,
        active: state.italic,
        run: () => chain().toggleItalic().run(),
      },
      {
        key: 'link',
        label: translate('app.rich_text.link'),
        icon: <LinkIcon />,
        active: state.link,
        run: () => setLinkOpen(true),
      },
    ],
    [
      {
        key: 'bulletList',
        label: translate('app.rich_text.bullet_list'),
        icon: <FormatListBulletedIcon />,
        active: state.bulletList,
        run: () => chain().toggleBulletList().run(),
      },
      {
        key: 'orderedList',
        label: translate('app.rich_text.ordered_list'),
        icon: <FormatListNumberedIcon />,
        active: state.orderedList,
        run: () => chain().toggleOrderedList().run(),
      },
    ],
    [
      {
        key: 'undo',
        label: translate('app.rich_text.undo'),
        icon: <UndoIcon />,
        disabled: !state.canUndo,
        run: () => chain().undo().run(),
      },
      {
        key: 'redo',
        label: translate('app.rich_text.redo'),
        icon: <RedoIcon />,
        disabled: !state.canRedo,
        run: () => chain().redo().run(),
      },
    ],
  ];
  const flat = groups.flat();
  // A disabled button cannot take focus: the tab stop moves to the nearest enabled one.
  const enabled = flat.map((button) => button.disabled !== true);
  const tabStop = enabled[current] ? current : enabled.indexOf(true);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const order = flat.map((_, index) => index).filter((index) => enabled[index]);
    const at = Math.max(0, order.indexOf(tabStop));
    const next =
      event.key === 'ArrowRight'
        ? order[(at + 1) % order.length]
        : event.key === 'ArrowLeft'
          ? order[(at - 1 + order.length) % order.length]
          : event.key === 'Home'
            ? order[0]
            : event.key === 'End'
              ? order[order.length - 1]
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  let index = 0;
  return (
    <>
      <Box
        role="toolbar"
        aria-label={translate('app.rich_text.toolbar', { field: fieldLabel })}
        aria-describedby={describedBy}
        onKeyDown={move}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 0.5,
          p: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {groups.map((group, groupIndex) => (
          <Box key={group[0]?.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {groupIndex > 0 && <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />}
            {group.map((button) => {
              const position = index++;
              return (
                <Tooltip key={button.key} title={button.label}>
                  <span>
                    <IconButton
                      ref={(element) => {
                        buttons.current[position] = element;
                      }}
                      size="small"
                      aria-label={button.label}
                      aria-pressed={button.active}
                      disabled={button.disabled}
                      tabIndex={position === tabStop ? 0 : -1}
                      onClick={() => {
                        setCurrent(position);
                        button.run();
                      }}
                      sx={button.active === true ? ACTIVE_BUTTON : IDLE_BUTTON}
                    >
                      {button.icon}
                    </IconButton>
                  </span>
                </Tooltip>
              );
            })}
          </Box>
        ))}
      </Box>
      {linkOpen && <LinkDialog editor={editor} onClose={() => setLinkOpen(false)} />}
    </>
  );
};
