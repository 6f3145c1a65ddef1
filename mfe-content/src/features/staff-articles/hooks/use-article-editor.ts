import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ARTICLE_CATEGORIES,
  articleRules,
  COVER_ALT_REQUIRED_MESSAGE,
  type ArticleCategory,
  type ArticleDraftRequest,
  type ArticleImageRendition,
  type StaffArticle,
} from '@solar/shared-contracts';
import { ApiError, errorMessage, useSiteForm } from '@solar/shared-data-access';
import { useNavigate } from '@solar/shared-routing';
import { useToast } from '@solar/shared-ui';
import { formatStaffDateTime } from '@solar/shared-format/uk-time';
import { ukInputToInstant } from '../../../lib/staff-uk-time';
import { articleKeys } from '../api/article-query-keys';
import { createArticle } from '../api/create-article';
import { deleteArticle } from '../api/delete-article';
import { publishArticle } from '../api/publish-article';
import { scheduleArticle } from '../api/schedule-article';
import { unpublishArticle } from '../api/unpublish-article';
import { updateArticle } from '../api/update-article';

export type ArticleFormValues = {
  title: string;
  excerpt: string;
  category: string;
  author: string;
  content: string;
  coverAlt: string;
};

/** The cover being edited: an upload (its name and renditions), a bundled illustration, or none. */
export type EditedCover =
  | { kind: 'upload'; image: string; renditions: ArticleImageRendition[] }
  | { kind: 'illustration'; illustration: string }
  | { kind: 'none' };

export const ARTICLES_PATH = '/staff/articles';

const EMPTY: ArticleFormValues = { title: '', excerpt: '', category: '', author: '', content: '', coverAlt: '' };

export const formValuesOf = (article: StaffArticle | null): ArticleFormValues =>
  article
    ? {
        title: article.title,
        excerpt: article.excerpt,
        category: article.category,
        author: article.author,
        content: article.content,
        coverAlt: article.coverAlt,
      }
    : EMPTY;

export function coverOf(article: StaffArticle | null): EditedCover {
  if (article?.coverImage)
    return { kind: 'upload', image: article.coverImage, renditions: article.cover?.renditions ?? [] };
  if (article?.coverIllustration) return { kind: 'illustration', illustration: article.coverIllustration };
  return { kind: 'none' };
}

/** The browser checks the API's own rules (contracts' articleRules) before any request. */
const rules = {
  title: articleRules.title,
  excerpt: articleRules.excerpt,
  category: articleRules.category,
  author: articleRules.author,
  content: articleRules.content,
  coverAlt: articleRules.coverAlt,
};

export const FORM_FIELDS = ['title', 'excerpt', 'category', 'author', 'content', 'coverAlt'] as const;

function requestOf(values: ArticleFormValues, cover: EditedCover): ArticleDraftRequest {
  return {
    title: values.title,
    excerpt: values.excerpt,
    category: values.category as ArticleCategory,
    author: values.author,
    content: values.content,
    coverImage: cover.kind === 'upload' ? cover.image : null,
    coverIllustration: cover.kind === 'illustration' ? cover.illustration : null,
    coverAlt: values.coverAlt,
  };
}

export type EditorAction = 'save' | 'publish' | 'schedule' | 'unpublish' | 'delete';

/**
 * The article editor on the form kit: its fields checked by the shared rules, the cover, and the five actions. Each
 * action saves the fields first when they changed (so "Publish now" publishes what is on screen), then names the
 * version it read; a 409 (someone else saved since) keeps every edit on screen and says so.
 */
export function useArticleEditor(article: StaffArticle | null) {
  const [saved, setSaved] = useState<StaffArticle | null>(article);
  const [cover, setCoverState] = useState<EditedCover>(() => coverOf(article));
  const [coverChanged, setCoverChanged] = useState(false);
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState<EditorAction | null>(null);
  const client = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const form = useSiteForm<ArticleFormValues>({
    rules,
    defaultValues: formValuesOf(article),
    checks: {
      coverAlt: (value) =>
        cover.kind === 'upload' && String(value ?? '').trim() === '' ? COVER_ALT_REQUIRED_MESSAGE : undefined,
    },
    summary: false,
  });

  const setCover = (next: EditedCover) => {
    setCoverState(next);
    setCoverChanged(true);
  };

  const remember = (next: StaffArticle) => {
    setSaved(next);
    client.setQueryData(articleKeys.one(next.id), next);
    void client.invalidateQueries({ queryKey: articleKeys.lists });
  };

  const showProblem = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      setGeneral(error.humanMessage);
      return;
    }
    if (error instanceof ApiError && error.status === 400 && form.showServerErrors(error)) {
      const others = Object.keys(error.fieldErrors).filter((name) => !FORM_FIELDS.includes(name as never));
      setGeneral(others.length ? others.map((name) => error.fieldErrors[name]?.join(' ')).join(' ') : null);
      return;
    }
    setGeneral(errorMessage(error));
  };

  /** Saves the fields when they are new or changed; answers the article as stored. */
  const saveFields = async (values: ArticleFormValues): Promise<StaffArticle> => {
    const request = requestOf(values, cover);
    if (!saved) return createArticle(request);
    const unchanged = FORM_FIELDS.every((name) => values[name] === formValuesOf(saved)[name]);
    if (unchanged && !coverChanged) return saved;
    return updateArticle(saved.id, { ...request, version: saved.version });
  };

  const run = (
    action: EditorAction,
    work: (current: StaffArticle) => Promise<StaffArticle>,
    done: (next: StaffArticle) => string,
  ) =>
    form.handleSubmit(async (values) => {
      setBusy(action);
      setGeneral(null);
      const wasNew = !saved;
      try {
        const stored = await saveFields(values);
        remember(stored);
        form.reset(formValuesOf(stored));
        setCoverChanged(false);
        const next = await work(stored);
        remember(next);
        toast({ title: done(next) });
        if (wasNew) navigate(`${ARTICLES_PATH}/${next.id}`, { replace: true });
      } catch (error) {
        showProblem(error);
      } finally {
        setBusy(null);
      }
    });

  const saveDraft = run(
    'save',
    async (current) => current,
    (next) => (next.status === 'draft' ? 'Draft saved' : 'Changes saved: they are on the public page now'),
  );

  const publishNow = run(
    'publish',
    (current) => publishArticle(current.id, { version: current.version }),
    () => 'Published: visitors can read it now',
  );

  const schedule = (at: string) => {
    const instant = ukInputToInstant(at);
    if (!instant || Date.parse(instant) <= Date.now()) {
      setGeneral(null);
      return { problem: 'Choose a date and time in the future (UK time)' };
    }
    void run(
      'schedule',
      (current) => scheduleArticle(current.id, { version: current.version, publishAt: instant }),
      (next) => `Scheduled: it goes live on ${formatStaffDateTime(next.publishedAt ?? instant)}`,
    )();
    return { problem: null };
  };

  const unpublish = async () => {
    if (!saved) return;
    setBusy('unpublish');
    setGeneral(null);
    try {
      const next = await unpublishArticle(saved.id, { version: saved.version });
      remember(next);
      toast({ title: 'Unpublished: it is a draft again and gone from the public pages' });
    } catch (error) {
      showProblem(error);
    } finally {
      setBusy(null);
    }
  };

  const remove = async (): Promise<boolean> => {
    if (!saved) return false;
    setBusy('delete');
    setGeneral(null);
    try {
      await deleteArticle(saved.id, saved.version);
      client.removeQueries({ queryKey: articleKeys.one(saved.id) });
      await client.invalidateQueries({ queryKey: articleKeys.lists });
      toast({ title: `“${saved.title}” was deleted` });
      navigate(ARTICLES_PATH);
      return true;
    } catch (error) {
      showProblem(error);
      return false;
    } finally {
      setBusy(null);
    }
  };

  return {
    form,
    field: form.field,
    saved,
    cover,
    setCover,
    general,
    setGeneral,
    busy,
    saveDraft,
    publishNow,
    schedule,
    unpublish,
    remove,
  };
}

export const categoryOptions = [
  { value: '', label: 'Select a category' },
  ...Object.keys(ARTICLE_CATEGORIES).map((category) => ({ value: category, label: category })),
];
