import { useState } from 'react';
import styled from '@emotion/styled';
import { articleRules, type StaffArticle } from '@solar/shared-contracts';
import { Button, colors, PageShown, space, StaffPageHeading } from '@solar/shared-ui';
import { FormAlert, SelectField, TextAreaField, TextField } from '@solar/shared-ui/forms';
import { BackLink } from '../../../components/back-link';
import { formatStaffDateTime } from '@solar/shared-format/uk-time';
import { toUkInputValue } from '../../../lib/staff-uk-time';
import { ARTICLES_PATH, categoryOptions, useArticleEditor } from '../hooks/use-article-editor';
import { ArticlePreview } from './article-preview';
import { ArticleStatus } from './article-status';
import { CoverImageField } from './cover-image-field';
import { DeleteArticleDialog } from './delete-article-dialog';

const Layout = styled.div`
  display: grid;
  gap: ${space.xl};
  @media (min-width: 70rem) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space.sm};
`;

const Schedule = styled.fieldset`
  display: grid;
  gap: ${space.sm};
  margin: 0;
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: 8px;
  legend {
    font-weight: 700;
    padding: 0 ${space.xs};
  }
`;

const Facts = styled.span`
  display: block;
  margin: 0;
  color: ${colors.inkMuted};
`;

const MARKDOWN_HINT =
  'Markdown: a blank line between paragraphs, “## ” before a section heading, **bold**, *italic*, [a link](https://…) and ![a description](image address). HTML is shown as text.';

function StatusLine({ article }: { article: StaffArticle }) {
  return (
    <Facts>
      <ArticleStatus status={article.status} />{' '}
      {article.status === 'scheduled' && article.publishedAt
        ? `Goes live ${formatStaffDateTime(article.publishedAt)}. `
        : null}
      {article.status === 'published' && article.publishedAt
        ? `Published ${formatStaffDateTime(article.publishedAt)}. `
        : null}
      Last saved {formatStaffDateTime(article.updatedAt)}.
    </Facts>
  );
}

/** /staff/articles/new and /staff/articles/:id: write, preview, save, publish, schedule, unpublish or delete. */
export function ArticleEditor({ article }: { article: StaffArticle | null }) {
  const editor = useArticleEditor(article);
  const { form, field, saved, cover, busy } = editor;
  const [scheduleAt, setScheduleAt] = useState(() =>
    saved?.status === 'scheduled' && saved.publishedAt ? toUkInputValue(saved.publishedAt) : '',
  );
  const [scheduleProblem, setScheduleProblem] = useState<string | undefined>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const values = form.watch();

  const insertImage = (markdown: string) => {
    const current = form.getValues('content');
    form.setValue('content', current.trim() ? `${current.replace(/\s+$/, '')}\n\n${markdown}` : markdown, {
      shouldDirty: true,
    });
  };

  const onSchedule = () => {
    const { problem } = editor.schedule(scheduleAt);
    setScheduleProblem(problem ?? undefined);
  };

  return (
    <>
      <PageShown />
      <BackLink to={ARTICLES_PATH}>All articles</BackLink>
      <StaffPageHeading
        title={saved ? saved.title : 'New article'}
        description={saved ? <StatusLine article={saved} /> : 'A draft stays private until you publish or schedule it.'}
      />
      <Layout>
        <Form
          noValidate
          data-opened-as={article ? 'saved' : 'new'}
          onSubmit={editor.saveDraft}
          aria-label={saved ? `Edit ${saved.title}` : 'Write an article'}
        >
          <TextField label="Title" maxLength={articleRules.title.maxLength} {...field('title')} />
          <TextAreaField
            label="Excerpt"
            rows={3}
            hint="One or two sentences: the lists and cards show it under the title."
            maxLength={articleRules.excerpt.maxLength}
            {...field('excerpt')}
          />
          <SelectField label="Category" options={categoryOptions} {...field('category')} />
          <TextField label="Author" maxLength={articleRules.author.maxLength} {...field('author')} />
          <CoverImageField cover={cover} alt={values.coverAlt} onChange={editor.setCover} onInsert={insertImage} />
          {cover.kind === 'upload' || values.coverAlt ? (
            <TextField
              label="Alt text for the cover"
              hint="What the picture shows, for people who cannot see it, e.g. “Pupils reading under a ceiling fan”."
              maxLength={articleRules.coverAlt.maxLength}
              required={cover.kind === 'upload'}
              {...field('coverAlt')}
            />
          ) : null}
          <TextAreaField label="Body" rows={18} hint={MARKDOWN_HINT} {...field('content')} />
          <FormAlert message={editor.general} />
          <Actions>
            <Button type="submit" disabled={busy !== null}>
              {busy === 'save' ? 'Saving…' : 'Save draft'}
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={busy !== null}
              onClick={(event) => void editor.publishNow(event)}
            >
              {busy === 'publish'
                ? 'Publishing…'
                : saved?.status === 'published'
                  ? 'Save and keep published'
                  : 'Publish now'}
            </Button>
            {saved && saved.status !== 'draft' ? (
              <Button type="button" variant="outline" disabled={busy !== null} onClick={() => void editor.unpublish()}>
                {busy === 'unpublish' ? 'Unpublishing…' : 'Unpublish'}
              </Button>
            ) : null}
            {saved ? (
              <Button type="button" variant="danger" disabled={busy !== null} onClick={() => setConfirmDelete(true)}>
                Delete
              </Button>
            ) : null}
          </Actions>
          <Schedule>
            <legend>Schedule</legend>
            <TextField
              label="Publish on (UK time)"
              type="datetime-local"
              value={scheduleAt}
              onChange={(event) => setScheduleAt(event.currentTarget.value)}
              error={scheduleProblem}
              hint="It goes live on its own at this time, London time (GMT or BST)."
            />
            <div>
              <Button type="button" variant="outline" disabled={busy !== null || !scheduleAt} onClick={onSchedule}>
                {busy === 'schedule' ? 'Scheduling…' : 'Schedule'}
              </Button>
            </div>
          </Schedule>
        </Form>
        <ArticlePreview
          title={values.title}
          excerpt={values.excerpt}
          content={values.content}
          cover={cover}
          coverAlt={values.coverAlt}
        />
      </Layout>
      {saved ? (
        <DeleteArticleDialog
          open={confirmDelete}
          title={saved.title}
          deleting={busy === 'delete'}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() => void editor.remove().then((deleted) => !deleted && setConfirmDelete(false))}
        />
      ) : null}
    </>
  );
}
