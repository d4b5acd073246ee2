import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

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

/**
 * A yes/no question (agree / disagree) in a dialog, 500 px wide by the console's theme; the texts
 * come translated.
 */
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
