import styled from '@emotion/styled';
import { Button, Dialog, space } from '@solar/shared-ui';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.lg};
`;

type DeleteArticleDialogProps = {
  open: boolean;
  title: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Deleting cannot be undone: the dialog names the article and offers unpublishing as the gentler choice. */
export function DeleteArticleDialog({ open, title, deleting, onCancel, onConfirm }: DeleteArticleDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title="Delete this article?">
      <p>
        “{title}” will be deleted for good, with its text. To take it off the site but keep it, unpublish it instead.
      </p>
      <Actions>
        <Button type="button" variant="danger" onClick={onConfirm} disabled={deleting}>
          {deleting ? 'Deleting…' : 'Delete for good'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Keep it
        </Button>
      </Actions>
    </Dialog>
  );
}
