import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

/** Every dialog of the programs screens is 500 px wide at most (specification, section 9). */
export const DIALOG_MAX_WIDTH = 500;

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  content: string;
  agreeLabel: string;
  disagreeLabel: string;
  onAgree: () => void;
  onDisagree: () => void;
  /** Escape or a click outside; the disagree answer when absent. */
  onDismiss?: () => void;
}

/** A yes/no question (agree / disagree) in a 500 px dialog; texts are already translated. */
export const ConfirmDialog = ({
  open,
  title,
  content,
  agreeLabel,
  disagreeLabel,
  onAgree,
  onDisagree,
  onDismiss,
}: ConfirmDialogProps) => {
  const titleId = useId();
  const contentId = useId();
  return (
    <Dialog
      open={open}
      onClose={onDismiss ?? onDisagree}
      aria-labelledby={titleId}
      aria-describedby={contentId}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: DIALOG_MAX_WIDTH } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={contentId}>{content}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDisagree}>{disagreeLabel}</Button>
        <Button onClick={onAgree} variant="contained" autoFocus>
          {agreeLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
